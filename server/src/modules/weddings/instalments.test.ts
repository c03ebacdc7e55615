// GET /api/business/instalments over the real server (docs/product/weddings.md#what-is-due):
// who may, the overdue and this week's lists with what is still owed, and both lists and the
// reminders judged by Pakistan's date when it is already tomorrow there but still today in UTC.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { instalmentsDueSchema } from '@baraat/shared/schemas/wedding-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { buildOwner } from '../../test/factories';
import type { TestServer } from '../../test/harness';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';
import { createNotificationsService } from '../notifications/service';
import { listInstalmentsDue } from './owed-service';
import { createReminders } from './reminders';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
});
afterAll(() => server.close());

const fixed = (label: string, due_on: string, amount = 10_000) =>
  ({ label, basis: 'fixed', amount, due_on }) as const;
const lines = (
  list: { title: string; label: string; due_on: string; outstanding: number; status: string }[],
) => list.map((entry) => [entry.title, entry.label, entry.due_on, entry.outstanding, entry.status]);

describe('GET /api/business/instalments', () => {
  it('refuses anonymous 401 and a customer 403; an owner with no weddings has empty lists', async () => {
    expect((await server.request('/api/business/instalments')).status).toBe(401);
    const customer = await server.request('/api/business/instalments', {
      token: desk.customer.token,
    });
    expect(customer.status).toBe(403);
    const other = await buildOwner(server);
    const empty = await server.request('/api/business/instalments', { token: other.access_token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      today: todayInPakistan(),
      overdue: [],
      due_this_week: [],
      overdue_total: 0,
      due_this_week_total: 0,
    });
  });

  it('lists what is overdue and what falls due this week, with what is still owed', async () => {
    const today = todayInPakistan();
    const first = await desk.weddingOf([{ date: addDays(today, 40) }], { title: 'Sana & Omar' });
    await desk.putPlan(first.weddingId, [
      fixed('Advance', addDays(today, -5), 30_000),
      fixed('Second', addDays(today, 3), 30_000),
      fixed('Third', addDays(today, 7), 30_000),
    ]);
    // 40,000 paid: the advance in full, the second part-paid.
    expect((await desk.pay(first.weddingId, { amount: 40_000 })).status).toBe(201);
    const second = await desk.weddingOf([{ date: addDays(today, 20) }], { title: 'Hina & Ali' });
    await desk.putPlan(second.weddingId, [
      fixed('Advance', addDays(today, -1), 25_000),
      fixed('Today', today, 5_000),
      fixed('Sixth day', addDays(today, 6), 5_000),
    ]);
    // Not chased: no event accepted.
    const pending = await desk.weddingOf([{ date: addDays(today, 20), status: 'pending' }]);
    await desk.putPlan(pending.weddingId, [fixed('Advance', addDays(today, -1))]);

    const answer = await server.request('/api/business/instalments', { token: desk.owner.token });
    expectContract(instalmentsDueSchema, answer);
    expect(answer.body.today).toBe(today);
    expect(lines(answer.body.overdue)).toEqual([
      ['Hina & Ali', 'Advance', addDays(today, -1), 25_000, 'overdue'],
    ]);
    expect(lines(answer.body.due_this_week)).toEqual([
      ['Hina & Ali', 'Today', today, 5_000, 'due'],
      ['Sana & Omar', 'Second', addDays(today, 3), 20_000, 'part_paid'],
      ['Hina & Ali', 'Sixth day', addDays(today, 6), 5_000, 'upcoming'],
    ]);
    expect(answer.body.overdue_total).toBe(25_000);
    expect(answer.body.due_this_week_total).toBe(30_000);
    expect(answer.body.overdue[0]).toEqual({
      wedding_id: second.weddingId,
      title: 'Hina & Ali',
      customer_name: 'Ayesha Khan',
      item_id: expect.any(Number),
      label: 'Advance',
      due_on: addDays(today, -1),
      amount: 25_000,
      outstanding: 25_000,
      status: 'overdue',
    });
  });
});

describe("Pakistan's date across midnight UTC", () => {
  it('at 20:00 UTC a day due "today" in UTC is already yesterday in Pakistan', async () => {
    // 20:00 UTC is 01:00 the next day in Pakistan (UTC+5).
    const utcDay = new Date().toISOString().slice(0, 10);
    const at = new Date(`${utcDay}T20:00:00.000Z`);
    const pakistanDay = todayInPakistan(at);
    expect(pakistanDay).toBe(addDays(utcDay, 1));

    const owner = await startWeddingDesk();
    try {
      const { weddingId } = await owner.desk.weddingOf([{ date: addDays(utcDay, 30) }]);
      await owner.desk.putPlan(weddingId, [
        fixed('UTC today', utcDay),
        fixed('Two days back', addDays(utcDay, -1)),
        fixed('Week end', addDays(utcDay, 7)),
        fixed('Past the week', addDays(utcDay, 8)),
      ]);
      const lists = await listInstalmentsDue(
        owner.server.database,
        owner.desk.owner.businessId,
        at,
      );
      expect(lists.today).toBe(pakistanDay);
      expect(lists.overdue.map((entry) => entry.label)).toEqual(['Two days back', 'UTC today']);
      expect(lists.due_this_week.map((entry) => entry.label)).toEqual(['Week end']);

      // The job at that moment: "Two days back" is two days past due in Pakistan (one in UTC),
      // so it is owed the overdue reminder, not the day's; "Past the week", out of this week's
      // list, is a week ahead in Pakistan and owed its week-before reminder.
      const reminders = createReminders(
        owner.server.database,
        createNotificationsService(owner.server.database, { toUser: () => false }),
      );
      expect(await reminders.runReminders(at)).toBe(4);
      const sent = await owner.server.sql.all<{ label: string; kind: string; due_on: string }>(
        `SELECT i.label, r.kind, r.due_on FROM wedding_reminders r
         JOIN wedding_plan_items i ON i.id = r.plan_item_id ORDER BY i.position`,
      );
      expect(sent).toEqual([
        { label: 'UTC today', kind: 'due_day', due_on: utcDay },
        { label: 'Two days back', kind: 'overdue', due_on: addDays(utcDay, -1) },
        { label: 'Week end', kind: 'week_before', due_on: addDays(utcDay, 7) },
        { label: 'Past the week', kind: 'week_before', due_on: addDays(utcDay, 8) },
      ]);
      expect(await reminders.runReminders(at)).toBe(0);
    } finally {
      await owner.server.close();
    }
  });
});
