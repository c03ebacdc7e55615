// The instalment reminders job over the real server and database
// (docs/product/weddings.md#what-is-due): which reminder each instalment is owed, each sent
// once however often and however many at once the job runs, none for what is paid or not yet
// accepted, the owner told of an overdue one, and the customer's arriving live over /ws.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness';
import { socketFor } from '../../test/messaging';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
});
afterAll(() => server.close());

const today = () => todayInPakistan();
const fixed = (label: string, due_on: string) =>
  ({ label, basis: 'fixed', amount: 10_000, due_on }) as const;

/** The reminders recorded for a wedding: `label:kind`, sorted. */
async function remindersOf(weddingId: number) {
  const rows = await server.sql.all<{ label: string; kind: string }>(
    `SELECT i.label, r.kind FROM wedding_reminders r
     JOIN wedding_plan_items i ON i.id = r.plan_item_id
     WHERE i.wedding_id = @weddingId`,
    { weddingId },
  );
  return rows.map((row) => `${row.label}:${row.kind}`).sort();
}

/** The reminder notifications about a wedding, per receiver. */
async function notesOf(weddingId: number) {
  const rows = await server.sql.all<{ receiver_id: number; title: string; data: unknown }>(
    "SELECT receiver_id, title, data FROM notifications WHERE type = 'reminder' ORDER BY id",
  );
  const about = rows.filter((row) => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    return (data as { wedding_id?: number }).wedding_id === weddingId;
  });
  return {
    customer: about.filter((row) => Number(row.receiver_id) === desk.customer.userId),
    owner: about.filter((row) => Number(row.receiver_id) === desk.owner.userId),
  };
}

const accepted = () => desk.weddingOf([{ date: addDays(today(), 60) }]);

describe('runReminders', () => {
  it('sends each instalment the latest reminder whose day has come, once however often it runs', async () => {
    const { weddingId } = await accepted();
    const saved = await desk.putPlan(weddingId, [
      fixed('Long overdue', addDays(today(), -10)),
      fixed('Overdue', addDays(today(), -2)),
      fixed('Yesterday', addDays(today(), -1)),
      fixed('Today', today()),
      fixed('Soon', addDays(today(), 5)),
      fixed('Week', addDays(today(), 7)),
      fixed('Later', addDays(today(), 8)),
    ]);
    expect(saved.status).toBe(200);
    await server.prune(new Date());
    const sent = [
      'Long overdue:overdue',
      'Overdue:overdue',
      'Soon:week_before',
      'Today:due_day',
      'Week:week_before',
      'Yesterday:due_day',
    ];
    expect(await remindersOf(weddingId)).toEqual(sent);
    const first = await notesOf(weddingId);
    expect(first.customer).toHaveLength(6);
    expect(first.owner.map((note) => note.title)).toEqual([
      'Instalment overdue',
      'Instalment overdue',
    ]);

    await server.prune(new Date());
    expect(await remindersOf(weddingId)).toEqual(sent);
    const second = await notesOf(weddingId);
    expect(second.customer).toHaveLength(6);
    expect(second.owner).toHaveLength(2);
  });

  it('sends each once when several runs go at once', async () => {
    const { weddingId } = await accepted();
    await desk.putPlan(weddingId, [
      fixed('Overdue', addDays(today(), -3)),
      fixed('Today', today()),
      fixed('Week', addDays(today(), 6)),
    ]);
    const now = new Date();
    await Promise.all(Array.from({ length: 4 }, () => server.prune(now)));
    expect(await remindersOf(weddingId)).toEqual([
      'Overdue:overdue',
      'Today:due_day',
      'Week:week_before',
    ]);
    const notes = await notesOf(weddingId);
    expect(notes.customer).toHaveLength(3);
    expect(notes.owner).toHaveLength(1);
  });

  it('sends none for a paid instalment, nor for a wedding with no accepted event', async () => {
    const { weddingId } = await accepted();
    await desk.putPlan(weddingId, [
      fixed('Paid', addDays(today(), -3)),
      fixed('Far', addDays(today(), 30)),
    ]);
    expect((await desk.pay(weddingId, { amount: 10_000 })).status).toBe(201);
    const pending = await desk.weddingOf([{ date: addDays(today(), 60), status: 'pending' }]);
    await desk.putPlan(pending.weddingId, [fixed('Advance', addDays(today(), -3))]);
    await server.prune(new Date());
    expect(await remindersOf(weddingId)).toEqual([]);
    expect(await remindersOf(pending.weddingId)).toEqual([]);
    expect((await notesOf(weddingId)).customer).toEqual([]);
  });

  it('tells only the owner of a walk-in family’s overdue instalment', async () => {
    const { weddingId } = await desk.weddingOf([{ date: addDays(today(), 60) }], { walkIn: true });
    await desk.putPlan(weddingId, [
      fixed('Overdue', addDays(today(), -2)),
      fixed('Today', today()),
    ]);
    await server.prune(new Date());
    expect(await remindersOf(weddingId)).toEqual(['Overdue:overdue', 'Today:due_day']);
    const notes = await notesOf(weddingId);
    expect(notes.customer).toEqual([]);
    expect(notes.owner).toHaveLength(1);
    const [row] = await server.sql.all<{ message: string }>(
      "SELECT message FROM notifications WHERE type = 'reminder' AND receiver_id = @owner ORDER BY id DESC",
      { owner: desk.owner.userId },
    );
    expect(row!.message).toMatch(
      /^Rana family's Overdue for Ayesha & Bilal: Rs.10,000 was due on /,
    );
  });

  it('pushes the customer’s reminder live over /ws once it is committed', async () => {
    const socket = await socketFor(server, desk.customer);
    try {
      const { weddingId } = await accepted();
      await desk.putPlan(weddingId, [fixed('Before the mehndi', addDays(today(), 7))]);
      await server.prune(new Date());
      const { notification } = await socket.next(
        'notification',
        (frame) =>
          frame.notification.type === 'reminder' &&
          (frame.notification.data as { wedding_id?: number }).wedding_id === weddingId,
      );
      expect(notification).toMatchObject({
        receiver_id: desk.customer.userId,
        title: 'Instalment due soon',
        data: { wedding_id: weddingId, kind: 'week_before' },
      });
      expect(notification.message).toMatch(
        /^Before the mehndi for Ayesha & Bilal at .+: Rs.10,000 is due on /,
      );
    } finally {
      socket.ws.close();
    }
  });
});
