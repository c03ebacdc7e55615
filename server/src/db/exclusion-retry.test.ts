// PostgreSQL's transaction helper runs a transaction again when an exclusion constraint refused
// it (docs/architecture.md#10-two-engines): two writers each checked a hall free, the winner
// committed, and the loser's run again reads the winner and answers as its check says, never a
// route's retry. A refusal that stands three runs is the constraint's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import { ConstraintError } from './constraints';
import { get, run, type Step } from './engine';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase('postgres');
  await test.database.read(
    run(`CREATE TABLE held (hall integer NOT NULL, during tsrange NOT NULL,
           EXCLUDE USING gist (hall WITH =, during WITH &&))`),
  );
  // What a check reads: the requests accepted for a hall (the holds are derived from them).
  await test.database.read(run('CREATE TABLE accepted (hall integer NOT NULL)'));
});
afterAll(() => test.close());

const EVENING = "tsrange('2026-12-01 18:00', '2026-12-01 23:00')";
const heldBy = (hall: number) =>
  get<{ n: number }>('SELECT count(*) AS n FROM held WHERE hall = @hall', { hall });
const acceptedFor = (hall: number) =>
  get<{ n: number }>('SELECT count(*) AS n FROM accepted WHERE hall = @hall', { hall });

/**
 * Accepts a request for the hall's evening unless its check finds one accepted; `meanwhile`
 * runs between the check and the write (a rival committing). The loser records no request of
 * its own, so the two conflict only at the hold: the exclusion constraint's refusal, not a
 * serialization failure. Counts its runs.
 */
function booking(hall: number, runs: { n: number }, meanwhile: string, record: boolean) {
  return function* (): Step<'booked' | 'taken'> {
    runs.n += 1;
    if ((yield* acceptedFor(hall))!.n > 0) return 'taken';
    yield* get(meanwhile);
    if (record) yield* run('INSERT INTO accepted (hall) VALUES (@hall)', { hall });
    yield* run(`INSERT INTO held (hall, during) VALUES (@hall, ${EVENING})`, { hall });
    return 'booked';
  };
}

describe('an exclusion constraint’s refusal on PostgreSQL', () => {
  it('runs the loser again, whose check then names the hall taken', async () => {
    const runs = { n: 0 };
    // The loser checks, then waits while the rival books and commits, then writes.
    const loser = test.database.transaction(booking(1, runs, 'SELECT pg_sleep(0.4)', false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rival = await test.database.transaction(booking(1, { n: 0 }, 'SELECT 1', true));
    expect(rival).toBe('booked');
    expect(await loser).toBe('taken');
    expect(runs.n).toBe(2);
    expect((await test.database.read(heldBy(1)))!.n).toBe(1);
  });

  it('stands as a ConstraintError after three runs refused alike', async () => {
    await test.database.read(run(`INSERT INTO held (hall, during) VALUES (2, ${EVENING})`));
    let runs = 0;
    // A write with no check of its own: refused each time.
    const blind = test.database.transaction(function* () {
      runs += 1;
      yield* run(`INSERT INTO held (hall, during) VALUES (2, ${EVENING})`);
    });
    await expect(blind).rejects.toBeInstanceOf(ConstraintError);
    expect(runs).toBe(3);
  });
});
