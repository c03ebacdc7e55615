// Fifty accepts of one hall at once, on each engine (docs/architecture.md#10-two-engines): the
// hall is held once on both, and PostgreSQL, whose answers lock the rows they change instead of
// failing to serialize and running again one at a time, settles the race within twice the time
// SQLite, whose writers run one at a time, takes. Each engine races three times (a fresh day
// each, the same customers) and its fastest race counts, so one slow moment of a shared machine
// does not decide it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import {
  approveAtOnce,
  customers,
  overlappingSlots,
  RACERS,
  requestsFor,
} from '../../test/hall-race';
import { startTestServer, startTestServerOn, type TestServer } from '../../test/harness';

const RACES = 3;
const fastest = new Map<string, number>();

describe.each(ENGINES)('fifty accepts of one hall at once on %s', (engine) => {
  let test: TestDatabase | undefined;
  let server: TestServer;
  let desk: OwnerDesk;

  beforeAll(async () => {
    test = engine === 'postgres' ? await openTestDatabase('postgres') : undefined;
    server = test
      ? ((await startTestServerOn(test.database)) as unknown as TestServer)
      : await startTestServer();
    desk = await buildOwnerDesk(server);
  });
  afterAll(async () => {
    await server.close();
    await test?.close();
  });

  it('holds the hall once in every race', async () => {
    const hall = await desk.resource('Shalimar Hall');
    const racers = await customers(server);
    for (let race = 1; race <= RACES; race += 1) {
      const ids = await requestsFor(server, await overlappingSlots(desk), racers);
      const started = performance.now();
      const answers = await approveAtOnce(desk, ids, hall);
      const took = performance.now() - started;
      fastest.set(engine, Math.min(fastest.get(engine) ?? took, took));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
      const held = await server.sql.get<{ n: number }>(
        "SELECT count(*) AS n FROM bookings WHERE worker_id = @hall AND status = 'verified'",
        { hall },
      );
      expect(Number(held!.n)).toBe(race);
    }
  });
});

it('settles the race on PostgreSQL within twice the time SQLite takes', () => {
  const [sqlite, postgres] = [fastest.get('sqlite')!, fastest.get('postgres')!];
  expect(
    postgres,
    `fastest of ${RACES} races: SQLite ${sqlite.toFixed(0)} ms, PostgreSQL ${postgres.toFixed(0)} ms`,
  ).toBeLessThanOrEqual(2 * sqlite);
});
