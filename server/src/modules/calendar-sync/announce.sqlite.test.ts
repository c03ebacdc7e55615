// SQLite's announcement of calendar changes: after each commit on the one connection
// (db/connection.ts `afterCommit`), a quiet change at once and a stream a few times a second.
// It is about SQLite's in-process commit hook, which PostgreSQL has not (there the log is looked
// at on a timer, docs/architecture.md#10-two-engines); what both engines tell a tablet is in
// announce.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, nowIso } from '../../db/connection';
import { createLogger } from '../../logger';
import { buildCalendarOwner, type CalendarOwner } from '../../test/calendar';
import { startTestServer, type TestServer } from '../../test/harness';
import { announceCalendarChanges } from './announce';

let server: TestServer;
let desk: CalendarOwner;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildCalendarOwner(server);
});
afterAll(() => server.close());

/** The newest change the calendar log holds for the owner's business. */
const newestChange = () =>
  server.db
    .prepare<[number], { id: number }>(
      'SELECT max(id) AS id FROM calendar_changes WHERE business_id = ?',
    )
    .get(desk.businessId)!.id;

describe('announcing while changes keep coming', () => {
  it('tells a lone change at once and a stream of them a few times a second, ending current', async () => {
    const heard: { at: number; cursor: number }[] = [];
    const start = performance.now();
    const stop = announceCalendarChanges(
      server.db,
      {
        toUser: (userId, frame) => {
          if (userId === desk.userId && frame.type === 'calendar_changed') {
            heard.push({ at: performance.now() - start, cursor: Number(frame.cursor) });
          }
          return true;
        },
      },
      createLogger('error', { write: () => undefined }),
      200,
    );
    try {
      const insertHall = server.db.prepare(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at) VALUES (?, ?, 500, 'hall', ?, ?)`,
      );
      const addHall = (name: string) =>
        inTransaction(server.db, () => insertHall.run(desk.businessId, name, nowIso(), nowIso()));
      addHall('Lone');
      await until(() => heard.length === 1);
      expect(heard[0]!.at).toBeLessThan(200);
      // 60 commits, one per turn of the event loop, over about 600 ms.
      const streamFrom = performance.now() - start;
      for (let n = 0; n < 60; n += 1) {
        addHall(`Stream ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const streamMs = performance.now() - start - streamFrom;
      await until(() => heard.at(-1)!.cursor === newestChange());
      const during = heard.slice(1);
      expect(during.length).toBeGreaterThan(1);
      expect(during.length).toBeLessThanOrEqual(Math.ceil(streamMs / 200) + 2);
      for (let n = 1; n < during.length; n += 1) {
        expect(during[n]!.at - during[n - 1]!.at).toBeGreaterThanOrEqual(180);
      }
    } finally {
      stop();
    }
  });
});

async function until(done: () => boolean, timeoutMs = 3000) {
  const giveUp = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > giveUp) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
