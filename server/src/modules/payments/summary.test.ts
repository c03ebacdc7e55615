// GET /api/payments/summary over the real server (docs/product/payments.md#what-the-business-is-owed):
// who may read it, and what a business is owed from one computation: every accepted single
// booking (walk-ins included) and every chased wedding, as their own screens show them; a
// wedding counts once an event is accepted, and a refund gives back what it took.
import { paymentsSummarySchema } from '@baraat/shared/schemas/payments-summary';
import { describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { buildOwner } from '../../test/factories';
import { moneySuite } from '../../test/owed';
import { day, MEHNDI, WALIMA } from '../../test/wedding-bookings';

const suite = moneySuite();

/** A customer's wedding of a mehndi and a walima at Rs 100,000 each, on days `from` and after. */
async function wedding(from: number) {
  const token = await suite.customer();
  const event = async (offset: number, type: number) => ({
    slot_id: await suite.venue.slot(day(from + offset)),
    event_type_id: type,
    package_selected_id: suite.packageId,
  });
  const booked = await suite.book(token, {
    title: `Wedding of day ${from}`,
    events: [await event(0, MEHNDI), await event(1, WALIMA)],
  });
  expect(booked.status).toBe(201);
  const events: number[] = booked.body.events.map((e: { booking_id: number }) => e.booking_id);
  return { token, id: booked.body.wedding_id as number, events };
}

/** A wedding's figures as the summary gives them. */
const figures = (w: { total: number; paid: number; outstanding: number; unscheduled: number }) => [
  w.total,
  w.paid,
  w.outstanding,
  w.unscheduled,
];

describe('GET /api/payments/summary', () => {
  it('refuses anonymous 401 and a customer 403; a new business is owed nothing', async () => {
    expect((await suite.server.request('/api/payments/summary')).status).toBe(401);
    const customer = await suite.server.request('/api/payments/summary', {
      token: await suite.customer(),
    });
    expect(customer.status).toBe(403);
    const other = await buildOwner(suite.server);
    const empty = await suite.server.request('/api/payments/summary', {
      token: other.access_token,
    });
    expectContract(paymentsSummarySchema, empty);
    expect(empty.body).toMatchObject({
      received: 0,
      refunded: 0,
      outstanding: 0,
      overdue: 0,
      due_this_week: 0,
      bookings: { count: 0, total: 0, paid: 0, outstanding: 0 },
      weddings: [],
    });
  });

  it('counts every accepted booking, walk-ins included, and every chased wedding as its page shows it', async () => {
    const booking = await suite.desk.single(day(30), suite.packageId);
    await suite.desk.pay(booking, 30_000);
    await suite.desk.refund(await suite.desk.pay(booking, 20_000));
    const walkIn = await suite.desk.walkIn(day(31), suite.packageId, 'Rana family');
    await suite.desk.single(day(32), suite.packageId, false);
    const chased = await wedding(40);
    for (const event of chased.events) await suite.desk.approve(event);
    await suite.desk.payWedding(chased.id, 20_000);
    await wedding(50);

    const answer = await suite.server.request('/api/payments/summary', {
      token: suite.venue.token,
    });
    expectContract(paymentsSummarySchema, answer);
    const summary = answer.body;
    expect([summary.received, summary.refunded]).toEqual([50_000, 20_000]);
    expect(summary.bookings).toEqual({
      count: 2,
      total: 200_000,
      paid: 30_000,
      outstanding: 170_000,
    });
    const page = await suite.desk.wedding(chased.id);
    expect(summary.weddings).toEqual([
      {
        wedding_id: chased.id,
        title: page.title,
        customer_name: page.customer_name,
        total: 200_000,
        paid: 20_000,
        outstanding: 180_000,
        unscheduled: 0,
        plan: page.plan,
      },
    ]);
    expect(figures(summary.weddings[0])).toEqual(figures(page));
    expect(summary.outstanding).toBe(170_000 + 180_000);
    // The advance (30%, due the day the wedding was booked and accepted) is due today.
    const lists = await suite.desk.instalments();
    expect([summary.overdue, summary.due_this_week]).toEqual([0, 40_000]);
    expect([lists.overdue_total, lists.due_this_week_total]).toEqual([0, 40_000]);
    // Bookings to collect lists the walk-in, named as typed at the counter.
    const collect = await suite.server.request('/api/payments/receivables', {
      token: suite.venue.token,
    });
    expect(
      collect.body.map((row: { booking_id: number; customer_name: string }) => [
        row.booking_id,
        row.customer_name,
      ]),
    ).toEqual([
      [booking, 'Ayesha Khan'],
      [walkIn, 'Rana family'],
    ]);
  });

  it("grows by a wedding's total once its first event is accepted, and by what a refund gives back", async () => {
    const before = await suite.desk.summary();
    const later = await wedding(60);
    expect((await suite.desk.summary()).outstanding).toBe(before.outstanding);
    await suite.desk.approve(later.events[0]!);
    const accepted = await suite.desk.summary();
    expect(accepted.outstanding).toBe(before.outstanding + 200_000);
    expect(accepted.weddings.map((w) => w.wedding_id)).toContain(later.id);

    const paid = await suite.desk.payWedding(later.id, 50_000);
    expect((await suite.desk.summary()).outstanding).toBe(accepted.outstanding - 50_000);
    await suite.desk.refund(paid.payments[0]!.payment_id);
    const refunded = await suite.desk.summary();
    expect(refunded.outstanding).toBe(accepted.outstanding);
    expect(refunded.refunded).toBe(accepted.refunded + 50_000);
  });
});
