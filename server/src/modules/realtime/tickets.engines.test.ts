// Socket tickets on both engines (docs/architecture.md#10-two-engines): on a real SQLite file and
// on the run's throwaway PostgreSQL a ticket opens one socket once, for about 30 s, whoever
// tries it at the same moment, and the upkeep deletes the expired ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { userRow } from '../../test/ledger-rows';
import { createTicketService, TICKET_TTL_MS, type TicketService } from './tickets';

describe.each(ENGINES)('socket tickets on %s', (engine) => {
  let test: TestDatabase;
  let tickets: TicketService;
  let user: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    tickets = createTicketService(test.database);
    user = await test.database.transaction(() => userRow('Ayesha'));
  });
  afterAll(() => test.close());

  const stored = async () =>
    (await test.database.read(get<{ n: number }>('SELECT count(*) AS n FROM ws_tickets')))!.n;

  it('opens once for its user, and never for a malformed or unknown ticket', async () => {
    const { ticket, expires_in } = await tickets.issue(user);
    expect(expires_in).toBe(TICKET_TTL_MS / 1000);
    expect(await tickets.redeem(ticket)).toBe(user);
    expect(await tickets.redeem(ticket)).toBeUndefined();
    expect(await tickets.redeem('not a ticket')).toBeUndefined();
    expect(await tickets.redeem('A'.repeat(43))).toBeUndefined();
  });

  it('gives its user to one of ten tries at once', async () => {
    const { ticket } = await tickets.issue(user);
    const tries = await Promise.all(Array.from({ length: 10 }, () => tickets.redeem(ticket)));
    expect(tries.filter((found) => found === user)).toHaveLength(1);
    expect(tries.filter((found) => found === undefined)).toHaveLength(9);
  });

  it('expires after its time, and the upkeep deletes only the expired', async () => {
    const issued = new Date('2026-11-26T10:00:00.000Z');
    const old = await tickets.issue(user, issued);
    const later = new Date(issued.getTime() + TICKET_TTL_MS + 1);
    const fresh = await tickets.issue(user, later);
    expect(await tickets.redeem(old.ticket, later)).toBeUndefined();
    const before = await stored();
    expect(await tickets.prune(later)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeLessThan(before);
    expect(await tickets.redeem(fresh.ticket, later)).toBe(user);
  });
});
