// A statement marked `replan` is planned for its values each time it runs (db/engine.ts): on
// PostgreSQL it goes unnamed, so the connection keeps no plan of it that later values would
// share (a search of one rare word and one of thousands of matches need different plans),
// while the statements not marked stay prepared once per connection. SQLite plans every run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines';
import { all, type Engine, run, type Step } from './engine';

const REPLANNED = 'SELECT n FROM replan_rows WHERE n >= @from ORDER BY n';
const KEPT = 'SELECT n FROM replan_rows WHERE n < @below ORDER BY n';

function* both(): Step<{ replanned: number[]; kept: number[]; prepared: string[] }> {
  const replanned = yield* all<{ n: number }>(REPLANNED, { from: 3 }, 'replan');
  const kept = yield* all<{ n: number }>(KEPT, { below: 2 });
  const prepared = yield* all<{ statement: string }>({
    sqlite: "SELECT '' AS statement WHERE 0",
    postgres: 'SELECT statement FROM pg_prepared_statements',
  });
  return {
    replanned: replanned.map((row) => row.n),
    kept: kept.map((row) => row.n),
    prepared: prepared.map((row) => row.statement),
  };
}

describe.each(ENGINES)('a replanned statement on %s', (engine: Engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await test.database.transaction(function* () {
      yield* run('CREATE TABLE replan_rows (n INTEGER NOT NULL)');
      yield* run('INSERT INTO replan_rows (n) VALUES (1), (2), (3), (4)');
    });
  });
  afterAll(() => test.close());

  it('reads what it reads unmarked, and PostgreSQL keeps no plan of it', async () => {
    const read = await test.database.read(both());
    expect(read.replanned).toEqual([3, 4]);
    expect(read.kept).toEqual([1]);
    if (engine === 'postgres') {
      const kept = (text: string) => read.prepared.some((sql) => sql.includes(text));
      expect(kept('n < $1')).toBe(true);
      expect(kept('n >= $1')).toBe(false);
    }
  });
});
