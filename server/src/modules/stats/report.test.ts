// Export Report (docs/product/payments.md#analytics): the CSV of a range, its header, its rows and its escaping.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { REPORT_COLUMNS } from '@baraat/shared/schemas/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatsServer, startStatsServer } from '../../test/stats-data';

let s: StatsServer;
const T = todayInPakistan();
let formula: number;
let plain: number;
beforeAll(async () => {
  s = await startStatsServer();
  formula = (
    await s.eventOn(addDays(T, 2), { customerName: '=HYPERLINK("http://evil.example","Pay")' })
  ).bookingId;
  plain = (await s.eventOn(addDays(T, 20), { status: 'pending' })).bookingId;
  const recorded = await s.record({
    booking_id: formula,
    amount: 25000,
    kind: 'advance',
    method: 'easypaisa',
    reference: '-2+3, "quoted"',
    paid_on: addDays(T, -1),
  });
  expect(recorded.status).toBe(201);
});
afterAll(() => s.server.close());

const report = (query: string) => s.get(`/api/business/${s.owner.businessId}/report.csv${query}`);

describe('GET /business/{id}/report.csv', () => {
  it('downloads the bookings and payments of the range as an attachment', async () => {
    const answer = await report(`?from=${addDays(T, -1)}&to=${addDays(T, 7)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const slug = (await s.server.sql.get<{ slug: string }>(
      'SELECT slug FROM businesses WHERE id = @business',
      { business: s.owner.businessId },
    ))!;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${slug.slug}-report-${addDays(T, -1)}-to-${addDays(T, 7)}.csv"`,
    );
    const lines = (answer.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(REPORT_COLUMNS.join(','));
    // The booking on day 2 and its payment; the pending request on day 20 is after the range.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^booking,${addDays(T, 2)},${formula},`));
    expect(lines[2]).toMatch(new RegExp(`^payment,${addDays(T, -1)},${formula},`));
    expect(lines.map((line) => line.split(',')[2])).not.toContain(String(plain));
  });

  it('turns cells a spreadsheet would run as formulas into text, and quotes commas', async () => {
    const answer = await report(`?from=${addDays(T, -1)}&to=${addDays(T, 2)}`);
    const [, booking, payment] = (answer.body as string).trimEnd().split('\r\n');
    expect(booking).toContain(`,"'=HYPERLINK(""http://evil.example"",""Pay"")",`);
    expect(payment).toMatch(/,easypaisa,advance,"'-2\+3, ""quoted""",,,,$/);
    expect(booking).toContain(',confirmed,');
  });

  it('reports this month so far when no range is given, header only when empty', async () => {
    const answer = await report('');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`-to-${T}.csv`);
    const empty = await report('?from=2020-01-01&to=2020-01-31');
    expect(empty.body).toBe(`${REPORT_COLUMNS.join(',')}\r\n`);
  });
});
