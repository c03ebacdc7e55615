// A fresh database of either engine with its migrations applied (docs/architecture.md#10-two-engines):
// a SQLite file in a temp folder, or a database of its own on the run's throwaway PostgreSQL,
// each holding the reference lists.
// Tests of code moved to the engine-neutral layer run once per engine with `describe.each(ENGINES)`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import type { Database, Engine } from '../db/engine';
import { postgresDatabase } from '../db/postgres-engine';
import { prepareDatabase } from '../db/prepare';
import { sqliteDatabase } from '../db/sqlite-engine';
import { findRepoRoot } from '../paths';
import { onConnection } from './postgres-cluster';

export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  database: Database;
  /** PostgreSQL's: the database's URL. */
  url?: string;
  close: () => Promise<void>;
}

const onAdmin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> =>
  onConnection(inject('postgresAdminUrl'), work);

/**
 * A new database on the run's PostgreSQL, and how to drop it: empty (no migrations), or a copy
 * of `template`.
 */
export async function emptyPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `baraat_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onAdmin((client) => client.query(`DROP DATABASE ${name}`)).then(() => undefined),
  };
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const root = findRepoRoot();
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'baraat-engine-'));
    const database = sqliteDatabase(
      prepareDatabase(path.join(dir, 'app.db'), path.join(root, 'sqlite', 'migrations')),
    );
    return {
      database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // The migrations and the reference lists (as prepareDatabase writes them on SQLite), copied
  // from the database the run's setup prepared (test/postgres-global-setup.ts).
  const empty = await emptyPostgresDatabase(inject('postgresTemplate'));
  const database = postgresDatabase(empty.url, { max: 8 });
  return {
    database,
    url: empty.url,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
