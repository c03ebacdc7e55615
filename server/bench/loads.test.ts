import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p99Of } from './loads';

const SLOW_MS = 50;
let url: string;
let slowCount = 0;
const server = createServer((request, response) => {
  // /slow holds every tenth answer back SLOW_MS; /fast answers at once.
  const delay = request.url === '/slow' && ++slowCount % 10 === 0 ? SLOW_MS : 0;
  setTimeout(() => response.end('ok'), delay);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One half of a figure, as the bench runs it (unaggregated), of exactly `amount` requests. */
const half = (path: string) =>
  autocannon({ url: `${url}${path}`, connections: 1, amount: 300, skipAggregateResult: true });

describe('the p99 of a figure measured in halves', () => {
  it('counts every sample of both halves, not the mean of their p99s', async () => {
    const fast = await half('/fast');
    const slow = await half('/slow');
    // 30 of 600 answers (5%) waited SLOW_MS: the 99th percentile is one of them. The mean of
    // the halves' p99s (about 1 ms and about 50 ms) would put it near half of that.
    expect(p99Of([fast, slow], url)).toBeGreaterThanOrEqual(SLOW_MS);
    expect(p99Of([fast], url)).toBeLessThan(SLOW_MS);
  });
});
