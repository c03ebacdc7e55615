import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAgain, seedDemoOn } from '../test/demo';
import { startTestServer, type TestServer } from '../test/harness';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoOn(server);
  const login = await server.request('/api/auth/login', {
    json: { username: DEMO_OWNER.email, password: DEMO_PASSWORD },
  });
  owner = login.body.access_token;
});
afterAll(() => server.close());

interface Request {
  booking_id: number;
  status: string;
  worker_assigned_id: number | null;
  slot: { date: string };
  decline_reason: string | null;
}

describe('demo requests', () => {
  it('fills every tab of the demo owner’s Booking Requests, once', async () => {
    const upcoming = (await server.request('/api/bookings/business-requests', { token: owner }))
      .body as Request[];
    const past = (
      await server.request('/api/bookings/business-requests?past_events=true', { token: owner })
    ).body as Request[];
    const pending = upcoming.filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const verified = upcoming.filter((r) => r.status === 'verified');
    expect(verified.filter((r) => r.worker_assigned_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((r) => r.status === 'declined' && r.decline_reason)).toBe(true);
    expect(past.length).toBeGreaterThanOrEqual(2);

    await seedDemoAgain(server);
    const again = await server.request('/api/bookings/business-requests', { token: owner });
    expect(again.body).toHaveLength(upcoming.length);
  });

  it('leaves the owner one unread notification for each pending request, as sent live', async () => {
    const pending = (
      (await server.request('/api/bookings/business-requests?status=pending', { token: owner }))
        .body as Request[]
    ).map((r) => r.booking_id);
    const bell = await server.request('/api/notifications/unread-count', { token: owner });
    expect(bell.body.unread_count).toBe(pending.length);
    const page = await server.request('/api/notifications?type=booking_new', { token: owner });
    const told = page.body.notifications as {
      title: string;
      message: string;
      data: { booking_id: number };
      is_read: boolean;
    }[];
    expect(told.map((n) => n.data.booking_id).sort()).toEqual([...pending].sort());
    expect(told).toContainEqual(
      expect.objectContaining({
        title: 'New booking request',
        message: expect.stringMatching(
          /^Sana Malik asked for Baraat on \w{3}, \d{1,2} \w{3} \d{4}, 6:00 – 11:00 pm\.$/,
        ),
        is_read: false,
      }),
    );
  });

  it('has two pending requests for the same hall at overlapping times: one can be accepted', async () => {
    const upcoming = (await server.request('/api/bookings/business-requests', { token: owner }))
      .body as Request[];
    const [first, second] = upcoming.filter(
      (r) => r.status === 'pending' && r.worker_assigned_id !== null,
    );
    expect(first!.worker_assigned_id).toBe(second!.worker_assigned_id);
    expect(first!.slot.date).toBe(second!.slot.date);
    const approve = (id: number) =>
      server.request(`/api/bookings/${id}/approve`, { method: 'PATCH', token: owner, json: {} });
    expect((await approve(first!.booking_id)).status).toBe(200);
    const refused = await approve(second!.booking_id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('is already booked for Baraat of Sana Malik');
  });
});
