// vitest globalSetup of the server project: one throwaway PostgreSQL cluster per run
// (docs/architecture.md#10-two-engines); each test file makes its own database on it, a copy
// of one migrated here once (CREATE DATABASE ... TEMPLATE copies its files in a few
// milliseconds, where running the migrations again took each file most of a second).
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runPostgresMigrations } from '../db/migrate-postgres';
import { postgresDatabase } from '../db/postgres-engine';
import { writeReferenceLists } from '../db/reference-data';
import { findRepoRoot } from '../paths';
import { onConnection, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A database with the migrations and the reference lists, which nothing connects to. */
    postgresTemplate: string;
  }
}

export const TEMPLATE_DATABASE = 'baraat_migrated';

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  try {
    await onConnection(cluster.adminUrl, (admin) =>
      admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`),
    );
    const url = cluster.urlOf(TEMPLATE_DATABASE);
    await runPostgresMigrations(url, path.join(findRepoRoot(), 'postgres', 'migrations'));
    const template = postgresDatabase(url, { max: 1 });
    await writeReferenceLists(template).finally(() => template.close());
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  return () => cluster.stop();
}
