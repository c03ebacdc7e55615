import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  // Each test writes from its own forwarded address, so the rate limit of one never meets another.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

const valid = {
  name: 'Ayesha Khan',
  email: 'Ayesha@Example.pk',
  phone: '0300 1234567',
  subject: 'booking',
  message: 'We are looking for a marquee in Lahore for 400 guests in December.',
};

function send(json: unknown, address = newAddress()) {
  return server.request('/api/contact', { json, headers: { 'X-Forwarded-For': address } });
}

async function storedCount(): Promise<number> {
  return (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM contact_messages'))!.n;
}

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const { status, body } = await send(valid);
    expect(status).toBe(201);
    expect(body).toEqual({
      message: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
    });
    const row = (await server.sql.get<Record<string, unknown>>(
      'SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1',
    ))!;
    expect(row).toMatchObject({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone: '0300 1234567',
      subject: 'booking',
      message: valid.message,
    });
    expect(new Date(String(row.created_at)).toISOString()).toBe(row.created_at);
  });

  it('stores a message without a phone number as null', async () => {
    const { phone: _omitted, ...withoutPhone } = valid;
    expect((await send({ ...withoutPhone, subject: 'vendor' })).status).toBe(201);
    expect((await send({ ...valid, phone: '  ' })).status).toBe(201);
    const rows = await server.sql.all<{ phone: string | null }>(
      'SELECT phone FROM contact_messages ORDER BY id DESC LIMIT 2',
    );
    expect(rows).toEqual([{ phone: null }, { phone: null }]);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['subject', { subject: undefined }, 'Please select a subject'],
    ['message', { message: '' }, 'Message is required'],
    ['name', { name: 'a'.repeat(101) }, 'Must be at most 100 characters'],
    ['phone', { phone: '1'.repeat(31) }, 'Phone number must be at most 30 characters'],
    ['message', { message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('refuses a bad %s with 422 on that field (%j)', async (field, change, msg) => {
    const before = await storedCount();
    const { status, body } = await send({ ...valid, ...change });
    expect(status).toBe(422);
    expect(body.detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a subject that is not on the list', async () => {
    const { status, body } = await send({ ...valid, subject: 'spam' });
    expect(status).toBe(422);
    expect(body.detail).toEqual([
      { loc: ['body', 'subject'], msg: 'Please select a subject', type: expect.any(String) },
    ]);
  });

  it('lists every missing field of an empty body', async () => {
    const { status, body } = await send({});
    expect(status).toBe(422);
    expect(body.detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
  });

  it('refuses the sixth message from one address within the window, not from another', async () => {
    const address = newAddress();
    // Refused input does not count against the limit.
    expect((await send({ ...valid, email: 'bad' }, address)).status).toBe(422);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(valid, address)).status).toBe(201);
    }
    const before = await storedCount();
    const refused = await send(valid, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'Too many requests - please try again later' });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await storedCount()).toBe(before);

    expect((await send(valid, newAddress())).status).toBe(201);
  });
});
