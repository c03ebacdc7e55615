// compose.yaml kept in step with the settings (docs/deploy.md#containers): every setting it gives
// the app is one Baraat reads and the README lists, and together they make a configuration
// Baraat accepts (two processes: PostgreSQL and Redis both set).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { findRepoRoot } from './paths';

const root = findRepoRoot();

/** The app service's environment, read from compose.yaml's block form. */
function appEnvironment(): Record<string, string> {
  const lines = readFileSync(path.join(root, 'compose.yaml'), 'utf8').split('\n');
  const app = lines.indexOf('  app:');
  const start = lines.indexOf('    environment:', app);
  const settings: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const setting = /^ {6}([A-Z_]+): (.*)$/.exec(line);
    if (!setting) break;
    settings[setting[1]!] = setting[2]!.replace(/^"(.*)"$/, '$1');
  }
  return settings;
}

describe('compose.yaml', () => {
  const environment = appEnvironment();

  it('gives the app only settings Baraat reads and the README lists', () => {
    const read = readFileSync(path.join(root, 'server', 'src', 'config.ts'), 'utf8');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(Object.keys(environment)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PROCESSES', 'JWT_SECRET']),
    );
    for (const name of Object.keys(environment)) {
      expect(read, name).toContain(`env.${name}`);
      expect(readme, name).toContain(`\`${name}`);
    }
  });

  it('is a configuration Baraat accepts: two processes on PostgreSQL and Redis', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-compose-'));
    try {
      const config = loadConfig({
        ...environment,
        DATA_DIR: dataDir,
        JWT_SECRET: 'a secret given at the command line',
      });
      expect(config.processes).toBe(2);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.redisUrl).toBe('redis://redis:6379');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
