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
    };
    expect(loadConfig(env).limits).toEqual({
      signupsPerHour: 5,
      availabilityChecksPerMinute: 9,
      socketTicketsPerMinute: 4,
      socketsPerUser: 2,
      messagesPerMinute: 7,
      socketBufferBytes: 65536,
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
