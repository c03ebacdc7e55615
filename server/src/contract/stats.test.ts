// The owner's statistics and receivables read with the strict shared schemas the dashboard,
// analytics and payments tab type them by.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { receivableSchema } from '@baraat/shared/schemas/receivables';
import {
  businessStatsSchema,
  enhancedStatsSchema,
  packagePerformanceSchema,
  revenueDataSchema,
  upcomingEventSchema,
} from '@baraat/shared/schemas/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectContract } from '../test/contract';
import { type StatsServer, startStatsServer } from '../test/stats-data';

let s: StatsServer;
beforeAll(async () => {
  s = await startStatsServer();
  const T = todayInPakistan();
  const { bookingId } = await s.eventOn(addDays(T, 1));
  await s.eventOn(addDays(T, 3), { status: 'declined' });
  await s.pay(bookingId, 10000, 'cash', T);
});
afterAll(() => s.server.close());

describe('statistics answers match the shared schemas', () => {
  it('answers stats, upcoming events, revenue data and package performance', async () => {
    const b = s.owner.businessId;
    expectContract(businessStatsSchema, await s.get(`/api/business/${b}/stats`));
    const events = expectContract(
      z.array(upcomingEventSchema),
      await s.get(`/api/business/mapping/${s.mappingId}/upcoming-events`),
    );
    expect(events).toHaveLength(1);
    for (const period of ['week', 'month', 'year']) {
      expectContract(
        revenueDataSchema,
        await s.get(`/api/business/${b}/revenue-data?period=${period}`),
      );
    }
    expectContract(
      z.array(packagePerformanceSchema),
      await s.get(`/api/business/${b}/package-performance`),
    );
  });

  it('answers enhanced stats and the receivables', async () => {
    const enhanced = expectContract(
      enhancedStatsSchema,
      await s.get(`/api/business/mapping/${s.mappingId}/enhanced-stats`),
    );
    expect(enhanced.recent_transactions).toHaveLength(1);
    const receivables = expectContract(
      z.array(receivableSchema),
      await s.get('/api/payments/receivables'),
    );
    expect(receivables[0]).toMatchObject({ paid_amount: 10000 });
  });
});
