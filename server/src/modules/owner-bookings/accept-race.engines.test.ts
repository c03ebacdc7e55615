// Fifty accepts of one hall at once, on each engine (docs/architecture.md#10-two-engines): the
// hall is held once on both, and PostgreSQL, whose answers lock the rows they change instead of
// failing to serialize and running again one at a time, settles the race within twice the time
// SQLite, whose writers run one at a time, takes. The engines race in turns, a race on each
// before the next, so both meet the same moments of a shared machine, and the closest of five
// turns counts: a slow moment can lengthen one race, never shorten one.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { openTestDatabase, type TestDatabase } from '../../test/engines';
import {
  approveAtOnce,
  customers,
  overlappingSlots,
  RACERS,
  requestsFor,
} from '../../test/hall-race';
import { startTestServer, startTestServerOn, type TestServer } from '../../test/harness';

const TURNS = 5;

interface Track {
  server: TestServer;
  desk: OwnerDesk;
  hall: number;
  racers: Awaited<ReturnType<typeof customers>>;
}

let postgres: TestDatabase;
const tracks = {} as Record<Engine, Track>;

async function track(server: TestServer): Promise<Track> {
  const desk = await buildOwnerDesk(server);
  return {
    server,
    desk,
    hall: await desk.resource('Shalimar Hall'),
    racers: await customers(server),
  };
}

beforeAll(async () => {
  postgres = await openTestDatabase('postgres');
  tracks.sqlite = await track(await startTestServer());
  tracks.postgres = await track(
    (await startTestServerOn(postgres.database)) as unknown as TestServer,
  );
});
afterAll(async () => {
  await tracks.sqlite?.server.close();
  await tracks.postgres?.server.close();
  await postgres.close();
});

/** One race on `engine`'s track: its time, once the hall is seen held once more. */
async function race(engine: Engine, turn: number): Promise<number> {
  const { server, desk, hall, racers } = tracks[engine];
  // Each turn a day of its own, well inside the booking window.
  const day = addDays(todayInPakistan(), 20 + turn);
  const ids = await requestsFor(server, await overlappingSlots(desk, day), racers);
  const started = performance.now();
  const answers = await approveAtOnce(desk, ids, hall);
  const took = performance.now() - started;
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 200),
    engine,
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 409),
    engine,
  ).toHaveLength(RACERS - 1);
  const held = await server.sql.get<{ n: number }>(
    "SELECT count(*) AS n FROM bookings WHERE worker_id = @hall AND status = 'verified'",
    { hall },
  );
  expect(Number(held!.n), engine).toBe(turn);
  return took;
}

it('holds one hall once against fifty accepts at once, PostgreSQL within twice SQLite’s time', async () => {
  const turns: { sqlite: number; postgres: number }[] = [];
  for (let turn = 1; turn <= TURNS; turn += 1) {
    turns.push({ sqlite: await race('sqlite', turn), postgres: await race('postgres', turn) });
  }
  const closest = Math.min(...turns.map((t) => t.postgres / t.sqlite));
  const times = turns.map((t) => `${t.sqlite.toFixed(0)}/${t.postgres.toFixed(0)}`).join(', ');
  expect(closest, `SQLite/PostgreSQL ms per turn: ${times}`).toBeLessThanOrEqual(2);
});
