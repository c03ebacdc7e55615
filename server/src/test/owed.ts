// A venue's money through the real API, for the tests of what a business is owed
// (docs/product/payments.md#what-the-business-is-owed): single bookings and walk-ins accepted
// into its halls, wedding events answered one by one, payments recorded and refunded, and every
// place that shows the figures read back.
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { InstalmentsDue, Wedding } from '@baraat/shared/schemas/wedding-answers';
import { beforeAll } from 'vitest';
import { buildCustomer } from './factories';
import type { ApiResponse, RequestOptions, TestServer } from './harness';
import { type Venue, weddingSuite } from './wedding-bookings';

export function moneyDesk(server: TestServer, venue: Venue) {
  /** The answer's body when it has the status expected; else an error naming the call. */
  async function expectOk<T>(path: string, options: RequestOptions, status = 200): Promise<T> {
    const response: ApiResponse<T> = await server.request<T>(path, {
      token: venue.token,
      ...options,
    });
    if (response.status !== status) {
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body;
  }
  const patch = (path: string, json: unknown) => expectOk(path, { method: 'PATCH', json });

  const desk = {
    /** The owner accepts a booking into a hall (the first by default). */
    approve: (booking: number, hall = venue.halls[0]) =>
      patch(`/api/bookings/${booking}/approve`, { hall_id: hall }),
    decline: (booking: number) =>
      patch(`/api/bookings/${booking}/decline`, { reason: 'The hall is closed that day' }),
    /** A fresh customer's request for a new evening slot on `date`; accepted unless said. */
    async single(date: string, packageId: number, accept = true) {
      const customer = await buildCustomer(server);
      const booking = await expectOk<{ booking_id: number }>(
        '/api/bookings',
        {
          token: customer.access_token,
          json: { slot_id: await venue.slot(date), package_selected_id: packageId },
        },
        201,
      );
      if (accept) await desk.approve(booking.booking_id);
      return booking.booking_id;
    },
    /** A family at the counter, booked accepted into the second hall on `date`. */
    async walkIn(date: string, packageId: number, name: string) {
      const booking = await expectOk<{ booking_id: number }>(
        '/api/business/walkins',
        {
          json: {
            date,
            start_time: '12:00',
            end_time: '15:00',
            worker_id: venue.halls[1],
            customer_name: name,
            package_id: packageId,
            number_of_people: 100,
          },
        },
        201,
      );
      return booking.booking_id;
    },
    /** A payment of a single booking; its id. */
    async pay(booking: number, amount: number) {
      const payment = await expectOk<{ payment_id: number }>(
        '/api/payments',
        { json: { booking_id: booking, amount, kind: 'advance', method: 'cash' } },
        201,
      );
      return payment.payment_id;
    },
    /** A payment of a wedding; the wedding's answer. */
    payWedding: (wedding: number, amount: number, payer = "Bride's family") =>
      expectOk<Wedding>(
        `/api/weddings/${wedding}/payments`,
        { json: { amount, method: 'bank_transfer', payer_name: payer } },
        201,
      ),
    refund: (payment: number) => patch(`/api/payments/${payment}/refund`, {}),
    summary: () => expectOk<PaymentsSummary>('/api/payments/summary', {}),
    instalments: () => expectOk<InstalmentsDue>('/api/business/instalments', {}),
    wedding: (id: number, token = venue.token) =>
      expectOk<Wedding>(`/api/weddings/${id}`, { token }),
    /** The customer's weddings, as their dashboard reads them. */
    weddingsOf: (token: string) => expectOk<Wedding[]>('/api/weddings', { token }),
    /** The report's lines, each split into its cells (no cell here holds a comma). */
    async report(from: string, to: string) {
      const csv = await expectOk<string>(
        `/api/business/${venue.businessId}/report.csv?from=${from}&to=${to}`,
        {},
      );
      return csv
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
    },
  };
  return desk;
}

export type MoneyDesk = ReturnType<typeof moneyDesk>;

/** A test file's venue (weddingSuite) with its money desk and a package of Rs 100,000 an
 * event, made before its tests. */
export function moneySuite() {
  const suite = weddingSuite();
  let desk: MoneyDesk;
  let packageId: number;
  beforeAll(async () => {
    desk = moneyDesk(suite.server, suite.venue);
    packageId = await suite.venue.addPackage(100_000);
  });
  return Object.defineProperties(suite, {
    desk: { get: () => desk },
    packageId: { get: () => packageId },
  }) as typeof suite & { readonly desk: MoneyDesk; readonly packageId: number };
}
