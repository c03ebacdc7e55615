// Export Report with what is owed (docs/product/payments.md#analytics): walk-ins named as typed
// at the counter, what each accepted single booking was paid and still owes, and a line per
// wedding with an event in the range, its figures as its page shows them, its events and
// payments naming it. The first twelve columns keep their places.
import { REPORT_COLUMNS } from '@baraat/shared/schemas/stats';
import { describe, expect, it } from 'vitest';
import { moneySuite } from '../../test/owed';
import { day, MEHNDI, WALIMA } from '../../test/wedding-bookings';

const suite = moneySuite();

/** The cells of a line by column name. */
const named = (cells: string[]) =>
  Object.fromEntries(REPORT_COLUMNS.map((column, index) => [column, cells[index]]));

describe('GET /business/{id}/report.csv, what is owed', () => {
  it('names walk-ins, gives accepted bookings what they owe, and weddings a line of their own', async () => {
    const single = await suite.desk.single(day(30), suite.packageId);
    await suite.desk.pay(single, 40_000);
    const walkIn = await suite.desk.walkIn(day(31), suite.packageId, 'Rana family');
    const pending = await suite.desk.single(day(32), suite.packageId, false);
    const token = await suite.customer();
    const booked = await suite.book(token, {
      title: 'Zainab and Ahmed',
      events: [
        {
          slot_id: await suite.venue.slot(day(33)),
          event_type_id: MEHNDI,
          package_selected_id: suite.packageId,
        },
        {
          slot_id: await suite.venue.slot(day(34)),
          event_type_id: WALIMA,
          package_selected_id: suite.packageId,
        },
      ],
    });
    const weddingId: number = booked.body.wedding_id;
    const [mehndi, walima] = booked.body.events.map((e: { booking_id: number }) => e.booking_id);
    await suite.desk.approve(mehndi);
    await suite.desk.decline(walima);
    const paid = await suite.desk.payWedding(weddingId, 25_000);
    // A wedding wholly outside the range has no line.
    await suite.book(token, {
      title: 'Later wedding',
      events: [{ slot_id: await suite.venue.slot(day(90)), package_selected_id: suite.packageId }],
    });

    const [header, ...lines] = await suite.desk.report(day(0), day(40));
    expect(header).toEqual([...REPORT_COLUMNS]);
    expect(header!.slice(0, 12).join(',')).toBe(
      'record,date,booking_id,customer,event,package,guests,status,amount,method,kind,reference',
    );
    const rows = lines.map(named);
    const line = (record: string, id: number | string) =>
      rows.find(
        (row) =>
          row.record === record && (row.booking_id === String(id) || row.wedding_id === String(id)),
      );

    expect(line('booking', single)).toMatchObject({
      status: 'confirmed',
      amount: '100000',
      paid: '40000',
      outstanding: '60000',
      wedding_id: '',
      wedding: '',
    });
    expect(line('booking', walkIn)).toMatchObject({
      customer: 'Rana family',
      paid: '0',
      outstanding: '100000',
    });
    expect(line('booking', pending)).toMatchObject({
      status: 'pending',
      paid: '',
      outstanding: '',
    });
    for (const event of [mehndi, walima]) {
      expect(line('booking', event)).toMatchObject({
        paid: '',
        outstanding: '',
        wedding_id: String(weddingId),
        wedding: 'Zainab and Ahmed',
      });
    }
    const page = await suite.desk.wedding(weddingId);
    expect(rows.filter((row) => row.record === 'wedding')).toEqual([
      named([
        'wedding',
        day(33),
        '',
        page.customer_name,
        'Zainab and Ahmed',
        '',
        '',
        'confirmed',
        String(page.total),
        '',
        '',
        '',
        String(page.paid),
        String(page.outstanding),
        String(weddingId),
        'Zainab and Ahmed',
      ]),
    ]);
    expect([page.total, page.paid, page.outstanding]).toEqual([100_000, 25_000, 75_000]);
    const payment = rows.find(
      (row) => row.record === 'payment' && row.booking_id === String(paid.payments[0]!.booking_id),
    );
    expect(payment).toMatchObject({
      amount: '25000',
      wedding_id: String(weddingId),
      wedding: 'Zainab and Ahmed',
    });
  });

  it('counts walk-ins among the upcoming events and the recent transactions', async () => {
    const walkIn = await suite.desk.walkIn(day(3), suite.packageId, 'Qureshi family');
    await suite.desk.pay(walkIn, 15_000);
    const mapping = suite.venue.mappingId;
    const upcoming = await suite.server.request(
      `/api/business/mapping/${mapping}/upcoming-events?days=7`,
      { token: suite.venue.token },
    );
    expect(upcoming.body).toContainEqual(
      expect.objectContaining({ booking_id: walkIn, customer_name: 'Qureshi family' }),
    );
    const stats = await suite.server.request(`/api/business/mapping/${mapping}/enhanced-stats`, {
      token: suite.venue.token,
    });
    expect(stats.body.recent_transactions[0]).toMatchObject({
      booking_id: walkIn,
      customer_name: 'Qureshi family',
      amount: 15_000,
    });
  });
});
