// Another writer's row landing just before the write under test: a trigger fired by the
// statement it names, for as long as `act` runs. On SQLite a TEMP trigger on the test server's
// own connection (temporary triggers run before the schema's own); on PostgreSQL a BEFORE row
// trigger and its plpgsql function (BEFORE triggers run before the row is checked against the
// schema's indexes and constraints), both dropped after. Two writers at once, which the
// database's last guards exist for, reached through the API with nothing of ours mocked.
import type { Sql } from '../db/engine';
import type { TestServer } from './harness';

export interface Rival {
  /** What fires it: `INSERT` or `UPDATE OF <column>`. */
  before: string;
  table: string;
  /** A condition on NEW, the same on both engines. */
  when?: string;
  /** The rival's one statement, using NEW. */
  writes: Sql;
}

export async function withRivalWrite<T>(
  server: TestServer,
  rival: Rival,
  act: () => Promise<T>,
): Promise<T> {
  const writes = typeof rival.writes === 'string' ? rival.writes : rival.writes[server.engine];
  if (server.engine === 'sqlite') {
    const when = rival.when ? ` WHEN ${rival.when}` : '';
    await server.sql.run(
      `CREATE TEMP TRIGGER rival_write BEFORE ${rival.before} ON main.${rival.table}${when}
       BEGIN ${writes}; END`,
    );
  } else {
    await server.sql.run(
      `CREATE FUNCTION rival_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN ${writes}; RETURN NEW; END $$`,
    );
    // Only the statement under test's own row: not the rival's, which would fire it again.
    const when = rival.when ? ` AND (${rival.when})` : '';
    await server.sql.run(
      `CREATE TRIGGER rival_write BEFORE ${rival.before} ON ${rival.table} FOR EACH ROW
       WHEN (pg_trigger_depth() = 0${when}) EXECUTE FUNCTION rival_write()`,
    );
  }
  try {
    return await act();
  } finally {
    if (server.engine === 'sqlite') {
      await server.sql.run('DROP TRIGGER IF EXISTS temp.rival_write');
    } else {
      await server.sql.run(`DROP TRIGGER IF EXISTS rival_write ON ${rival.table}`);
      await server.sql.run('DROP FUNCTION IF EXISTS rival_write()');
    }
  }
}
