import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('limits', () => {
  it('defaults to the limits per address and per user', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).limits).toEqual({
      signupsPerHour: 20,
      availabilityChecksPerMinute: 60,
      socketTicketsPerMinute: 30,
      socketsPerUser: 10,
      messagesPerMinute: 120,
      socketBufferBytes: 1024 * 1024,
      checkoutsPerHour: 20,
    });
  });

  it('takes them from the environment and refuses a limit below 1', () => {
    const env = {
      DATA_DIR: dataDir,
      SIGNUPS_PER_HOUR: '5',
      AVAILABILITY_CHECKS_PER_MINUTE: '9',
      SOCKET_TICKETS_PER_MINUTE: '4',
      SOCKETS_PER_USER: '2',
      MESSAGES_PER_MINUTE: '7',
      SOCKET_BUFFER_BYTES: '65536',
      CHECKOUTS_PER_HOUR: '3',
    };
    expect(loadConfig(env).limits).toEqual({
      signupsPerHour: 5,
      availabilityChecksPerMinute: 9,
      socketTicketsPerMinute: 4,
      socketsPerUser: 2,
      messagesPerMinute: 7,
      socketBufferBytes: 65536,
      checkoutsPerHour: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNUPS_PER_HOUR: '0' })).toThrow(
      'SIGNUPS_PER_HOUR must be a whole number of at least 1, got 0',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MESSAGES_PER_MINUTE: 'many' })).toThrow(
      'MESSAGES_PER_MINUTE must be a whole number of at least 1, got many',
    );
  });
});

describe('DATABASE_URL', () => {
  it('is SQLite in DATA_DIR without it, and takes only a PostgreSQL URL', () => {
    const sqlite = loadConfig({ DATA_DIR: dataDir });
    expect(sqlite.databaseUrl).toBeNull();
    expect(sqlite.databaseFile).toBe(path.join(dataDir, 'app.db'));
    const url = 'postgres://baraat@db.internal:5432/baraat';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/baraat' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });
});

describe('PROCESSES and REDIS_URL', () => {
  const postgres = 'postgres://baraat@db.internal:5432/baraat';
  const redis = 'redis://cache.internal:6379';

  it('is one process with nothing shared unless told', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.processes).toBe(1);
    expect(config.redisUrl).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'memcached://x' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('runs several processes only on PostgreSQL and Redis, and says why and how to move', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PROCESSES: '2' })).toThrow(
      /PROCESSES=2 needs PostgreSQL \(DATABASE_URL\): SQLite takes one writer at a time.*npm run db:copy/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PROCESSES: '2', DATABASE_URL: postgres })).toThrow(
      /PROCESSES=2 needs Redis \(REDIS_URL\)/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      PROCESSES: '2',
      DATABASE_URL: postgres,
      REDIS_URL: redis,
    });
    expect([config.processes, config.redisUrl]).toEqual([2, redis]);
    expect(() => loadConfig({ DATA_DIR: dataDir, PROCESSES: '0' })).toThrow(
      'PROCESSES must be a whole number of at least 1, got 0',
    );
  });
});
