// The plain-reads lane (plain-reads.ts) answers a vendor's public reads as the app does: for
// any such request — ids known, unknown, padded, encoded or words; dates good, bad, missing or
// given twice; any encoding accepted — the answer sent by the lane is the app's, byte for
// byte: status, headers (Date aside) and body. The app's answer is asked with an empty body
// (Content-Length: 0), which the lane leaves to the app. fast-check prints a failing seed.
import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { seedVendors } from '../test/marketplace';

let server: TestServer;
let known: { business_id: number; date: string }[];
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 4);
  known = await server.sql.all<{ business_id: number; date: string }>(
    'SELECT business_id, date FROM slots ORDER BY id LIMIT 8',
  );
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The answer as sent, its Date left out (it moves with the clock). */
function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${server.url}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const { date: _date, ...rest } = answer.headers;
        resolve({
          status: answer.statusCode ?? 0,
          headers: rest,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

const idOf = fc.oneof(
  fc.constantFrom(0, 1, 2).map((at) => String(known[at % known.length]!.business_id)),
  fc.constantFrom('999999', '0', '007', 'abc', '%31', '1.5', '-3'),
);
const dateOf = fc.oneof(
  fc.constantFrom(0, 1, 2, 3).map((at) => `date=${known[at % known.length]!.date}`),
  fc.constantFrom('', 'date=2026-13-01', 'date=', 'date=2030-01-01&date=2030-01-02', 'x=1'),
);
const pathOf = fc
  .tuple(idOf, fc.constantFrom('', '/slots', '/packages', '/reviews'), dateOf)
  .map(([id, tail, query]) => `/api/businesses/${id}${tail}${query ? `?${query}` : ''}`);
const encodingOf = fc.constantFrom(undefined, 'gzip', 'br', 'gzip, deflate, br', 'identity');

describe('a vendor’s public reads through the plain-reads lane', () => {
  it('are answered as the app answers them, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(pathOf, encodingOf, async (path, encoding) => {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const lane = await get(path, headers);
        const app = await get(path, { ...headers, 'content-length': '0' });
        expect(lane).toEqual(app);
      }),
      { numRuns: 60 },
    );
  });

  it('send a day’s slots with the API’s headers', async () => {
    const { business_id, date } = known[0]!;
    const answer = await get(`/api/businesses/${business_id}/slots?date=${date}`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const slots = JSON.parse(Buffer.from(answer.body, 'base64').toString('utf8'));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot: { date: string }) => slot.date === date)).toBe(true);
  });
});
