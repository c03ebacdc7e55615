// The limits' counts in Redis (docs/architecture.md#9-scaling-out): two processes, each with its
// own client and its own limit of the same name, spend one budget; while Redis is away each
// still answers, counting in its own memory, and once it is back they share again.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { connectRedis, redisReady } from '../redis';
import { type RedisServer, startRedisServer } from '../test/redis-server';
import { createLimit, type Limit } from './rate-limit';

const logger = createLogger('silent');
let redis: RedisServer;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis.stop();
});

async function twoProcesses(name: string, points: number): Promise<[Limit, Limit]> {
  const [a, b] = [connectRedis(redis.url, logger), connectRedis(redis.url, logger)];
  clients.push(a, b);
  await Promise.all([redisReady(a), redisReady(b)]);
  const options = { name, points, windowMs: 60_000 };
  return [
    createLimit(options, { kind: 'redis', client: a }),
    createLimit(options, { kind: 'redis', client: b }),
  ];
}

const refusal = (take: Promise<void>) =>
  take.then(
    () => undefined,
    (error: { status?: number; detail?: string }) => ({
      status: error.status,
      detail: error.detail,
    }),
  );

describe('a limit counted in Redis', () => {
  it('is one budget across processes: the fourth take on either is refused with 429', async () => {
    const [first, second] = await twoProcesses('shared-budget', 3);
    await first.take('203.0.113.7', 'Too many');
    await second.take('203.0.113.7', 'Too many');
    await first.take('203.0.113.7', 'Too many');
    expect(await refusal(second.take('203.0.113.7', 'Too many'))).toEqual({
      status: 429,
      detail: 'Too many',
    });
    expect(await second.waitMs('203.0.113.7')).toBeGreaterThan(0);
    // Another key has its own budget.
    expect(await refusal(first.take('203.0.113.8', 'Too many'))).toBeUndefined();
  });

  it('still answers while Redis is away, and shares again once it is back', async () => {
    const [first, second] = await twoProcesses('through-outage', 2);
    await redis.stop();
    // Each counts in its own memory: a budget each, never a failure.
    for (const limit of [first, second]) {
      expect(await refusal(limit.take('198.51.100.1', 'Too many'))).toBeUndefined();
      expect(await refusal(limit.take('198.51.100.1', 'Too many'))).toBeUndefined();
      expect((await refusal(limit.take('198.51.100.1', 'Too many')))?.status).toBe(429);
    }
    await redis.start();
    await expect
      .poll(() => Promise.all(clients.map((client) => client.status)), { timeout: 5000 })
      .toEqual(clients.map(() => 'ready'));
    await first.take('198.51.100.2', 'Too many');
    await second.take('198.51.100.2', 'Too many');
    expect((await refusal(first.take('198.51.100.2', 'Too many')))?.status).toBe(429);
  });
});
