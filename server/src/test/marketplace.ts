// Test data from the real demo generator, so API tests search what users would see. On
// PostgreSQL the generator writes a SQLite file of its own, copied across by db:copy's code
// (docs/architecture.md#10-two-engines), so call it before the test writes anything else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySqliteToPostgres } from '../db/copy';
import { prepareDatabase } from '../db/prepare';
import { hashPassword } from '../modules/auth/passwords';
import { findRepoRoot } from '../paths';
import { seedMarketplace } from '../seed/marketplace';
import type { TestServer } from './harness';

export async function seedVendors(server: TestServer, count: number): Promise<void> {
  const password = await hashPassword('Vendor#2026');
  if (server.engine === 'sqlite') {
    seedMarketplace(server.db, server.mediaDir, count, password);
    return;
  }
  const root = findRepoRoot();
  const sqliteMigrationsDir = path.join(root, 'sqlite', 'migrations');
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-vendors-'));
  try {
    const file = path.join(dir, 'app.db');
    const db = prepareDatabase(file, sqliteMigrationsDir);
    seedMarketplace(db, server.mediaDir, count, password);
    db.close();
    await copySqliteToPostgres(file, server.databaseUrl!, {
      sqliteMigrationsDir,
      postgresMigrationsDir: path.join(root, 'postgres', 'migrations'),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
