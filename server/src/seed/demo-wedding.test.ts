import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type {
  InstalmentDue,
  InstalmentsDue,
  Wedding,
} from '@baraat/shared/schemas/wedding-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAgain, seedDemoOn } from '../test/demo';
import { startTestServer, type TestServer } from '../test/harness';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_WEDDING_PAYER, DEMO_WEDDING_TITLE } from './demo-wedding';

let server: TestServer;
let customer: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoOn(server);
  customer = await signIn(DEMO_CUSTOMER.email);
  owner = await signIn(DEMO_OWNER.email);
});
afterAll(() => server.close());

async function signIn(email: string) {
  const login = await server.request('/api/auth/login', {
    json: { username: email, password: DEMO_PASSWORD },
  });
  return login.body.access_token as string;
}

const weddingsOf = async (token: string, path: string) =>
  (await server.request(path, { token })).body as Wedding[];

describe('demo wedding', () => {
  it('gives the demo customer a mehndi, baraat and walima at the marquee this week, accepted hall by hall', async () => {
    const [wedding, ...others] = await weddingsOf(customer, '/api/weddings');
    expect(others).toHaveLength(0);
    expect(wedding!.title).toBe(DEMO_WEDDING_TITLE);
    expect(wedding!.business_name).toBe('Shalimar Marquee');
    const today = todayInPakistan();
    expect(wedding!.booked_on).toBe(addDays(today, -21));
    expect(wedding!.events.map((e) => [e.event_name, e.date, e.status, e.worker_name])).toEqual([
      ['Mehndi', addDays(today, 3), 'verified', 'Garden Lawn'],
      ['Baraat', addDays(today, 4), 'verified', 'Shalimar Hall'],
      ['Walima', addDays(today, 5), 'verified', 'Shalimar Hall'],
    ]);
    // Each function fits its hall and its package, as accepting it would require.
    const fits = await server.sql.all<{ people: number; guests: number; capacity: number }>(
      `SELECT k.number_of_people AS people, p.max_guests AS guests, w.capacity
       FROM bookings k JOIN packages p ON p.id = k.package_id
         JOIN business_workers w ON w.id = k.worker_id
       WHERE k.wedding_id = @id`,
      { id: wedding!.wedding_id },
    );
    expect(fits).toHaveLength(3);
    for (const { people, guests, capacity } of fits) {
      expect(people).toBeLessThanOrEqual(Math.min(guests, capacity));
    }
    // The halls it adds are counted on the business, as adding a hall counts them.
    const halls = await server.sql.get<{ listed: number; held: number }>(
      `SELECT b.no_of_workers AS listed,
         (SELECT count(*) FROM business_workers w WHERE w.business_id = b.id) AS held
       FROM businesses b WHERE b.id = @id`,
      { id: wedding!.business_id },
    );
    expect(halls!.listed).toBe(halls!.held);
    // A believable few million rupees, the sum of the events' totals.
    expect(wedding!.total).toBe(wedding!.events.reduce((sum, e) => sum + e.total, 0));
    expect(wedding!.total).toBeGreaterThanOrEqual(1_000_000);
    expect(wedding!.total).toBeLessThan(10_000_000);
  });

  it('has the default plan: the advance paid by the bride’s family, the next instalment overdue', async () => {
    const [wedding] = await weddingsOf(customer, '/api/weddings');
    const today = todayInPakistan();
    const [mehndi, , walima] = wedding!.events;
    // Booked three weeks ago and answered the next day: the advance fell due on the answer's day.
    expect(wedding!.accepted_on).toBe(addDays(today, -20));
    expect(wedding!.plan.map((i) => [i.label, i.percent, i.due_on, i.status])).toEqual([
      ['Advance', 30, addDays(today, -20), 'paid'],
      ['Before the first event', 40, addDays(mehndi!.date, -7), 'overdue'],
      ['Balance', null, addDays(walima!.date, 1), 'upcoming'],
    ]);
    const [advance, before] = wedding!.plan;
    expect(advance!.amount).toBe(Math.round(wedding!.total * 0.3));
    expect(before!.outstanding).toBe(before!.amount);
    expect(wedding!.next_instalment?.item_id).toBe(before!.item_id);
    expect(wedding!.payments.map((p) => [p.payer_name, p.method, p.amount, p.booking_id])).toEqual([
      [DEMO_WEDDING_PAYER, 'bank_transfer', advance!.amount, mehndi!.booking_id],
    ]);
    expect(wedding!.paid).toBe(advance!.amount);
    expect(wedding!.outstanding).toBe(wedding!.total - advance!.amount);
  });

  it('is the demo owner’s to see, in the business’s weddings and by its id', async () => {
    const [mine] = await weddingsOf(customer, '/api/weddings');
    const theirs = await weddingsOf(owner, '/api/business/weddings');
    expect(theirs).toContainEqual(mine);
    const one = await server.request(`/api/weddings/${mine!.wedding_id}`, { token: owner });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(mine);
  });

  it('puts the overdue instalment and the balance due this week on the owner’s Payments', async () => {
    const [wedding] = await weddingsOf(customer, '/api/weddings');
    const [, before, balance] = wedding!.plan;
    const answer = await server.request('/api/business/instalments', { token: owner });
    expect(answer.status).toBe(200);
    const due = answer.body as InstalmentsDue;
    const ours = (list: InstalmentDue[]) =>
      list
        .filter((line) => line.wedding_id === wedding!.wedding_id)
        .map((line) => [line.item_id, line.label, line.due_on, line.outstanding, line.status]);
    expect(ours(due.overdue)).toEqual([
      [before!.item_id, 'Before the first event', before!.due_on, before!.amount, 'overdue'],
    ]);
    // The balance falls due the day after the walima: six days from today, within the week.
    expect(ours(due.due_this_week)).toEqual([
      [balance!.item_id, 'Balance', balance!.due_on, balance!.amount, 'upcoming'],
    ]);
    expect(due.overdue.find((line) => line.wedding_id === wedding!.wedding_id)).toMatchObject({
      title: DEMO_WEDDING_TITLE,
      customer_name: `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`,
    });
  });

  it('has the reminder job tell the family and the owner what is owed, once', async () => {
    const reminders = async (token: string) =>
      (
        (await server.request('/api/notifications?type=reminder', { token })).body
          .notifications as { title: string; message: string }[]
      )
        .map((note) => `${note.title}: ${note.message.split(' for ')[0]}`)
        .sort();
    await server.prune(new Date());
    await server.prune(new Date());
    expect(await reminders(customer)).toEqual([
      'Instalment due soon: Balance',
      'Instalment overdue: Before the first event',
    ]);
    expect(await reminders(owner)).toEqual([
      `Instalment overdue: ${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}'s Before the first event`,
    ]);
  });

  it('is added once, however often the seed runs', async () => {
    const count = async () =>
      (await server.sql.get<{ w: number; k: number; p: number }>(
        `SELECT (SELECT count(*) FROM weddings) AS w,
           (SELECT count(*) FROM bookings WHERE wedding_id IS NOT NULL) AS k,
           (SELECT count(*) FROM payments WHERE wedding_id IS NOT NULL) AS p`,
      ))!;
    const before = await count();
    expect(before).toEqual({ w: 1, k: 3, p: 1 });
    await seedDemoAgain(server);
    expect(await count()).toEqual(before);
  });
});
