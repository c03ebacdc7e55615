import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('per-address limits', () => {
  it('defaults to 20 sign-ups an hour and 60 availability checks a minute', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).limits).toEqual({
      signupsPerHour: 20,
      availabilityChecksPerMinute: 60,
    });
  });

  it('takes them from the environment and refuses a limit below 1', () => {
    const env = { DATA_DIR: dataDir, SIGNUPS_PER_HOUR: '5', AVAILABILITY_CHECKS_PER_MINUTE: '9' };
    expect(loadConfig(env).limits).toEqual({ signupsPerHour: 5, availabilityChecksPerMinute: 9 });
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNUPS_PER_HOUR: '0' })).toThrow(
      'SIGNUPS_PER_HOUR must be a whole number of at least 1, got 0',
    );
  });
});
