import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, ENGINES, GROUPS, readBenchOptions } from './options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run bench -- …args` as the bench's entry runs it, to its exit. */
const runBench = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/bench/run.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('the bench command line', () => {
  it('prints the options for --help and exits 0 before building anything', () => {
    const run = runBench('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${BENCH_USAGE}\n`);
    for (const option of ['--fresh', '--seconds', '--only', '--engines', '--save', '--compare']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).toContain('processes');
  });

  it('refuses an unknown option with the usage and exit code 2', () => {
    const run = runBench('--secs', '4');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown option '--secs'");
    expect(run.stderr).toContain(BENCH_USAGE);
  });

  it('reads the defaults, and --fresh and --only as given', () => {
    expect(readBenchOptions([])).toEqual({
      businesses: 50_000,
      fresh: false,
      seconds: 10,
      connections: 20,
      rssSeconds: 60,
      only: new Set(GROUPS),
      engines: new Set(ENGINES),
      save: undefined,
      compare: undefined,
    });
    expect(readBenchOptions(['--fresh', '--only', 'slots,rss', '--businesses', '2000'])).toEqual(
      expect.objectContaining({ fresh: true, businesses: 2000, only: new Set(['slots', 'rss']) }),
    );
    expect(readBenchOptions(['-h'])).toBe('help');
    expect(readBenchOptions(['--only', 'processes'])).toEqual(
      expect.objectContaining({ only: new Set(['processes']) }),
    );
    expect(GROUPS).toContain('processes');
  });

  it('runs on both engines unless --engines names one', () => {
    expect(readBenchOptions([])).toEqual(
      expect.objectContaining({ engines: new Set(['sqlite', 'postgres']) }),
    );
    expect(readBenchOptions(['--engines', 'postgres'])).toEqual(
      expect.objectContaining({ engines: new Set(['postgres']) }),
    );
    expect(readBenchOptions(['--engines', 'sqlite'])).toEqual(
      expect.objectContaining({ engines: new Set(['sqlite']) }),
    );
    expect(() => readBenchOptions(['--engines', 'sqlite,mysql'])).toThrow(
      '--engines: unknown mysql',
    );
  });

  it('refuses a group it does not know and a number that is not a whole one above 0', () => {
    expect(() => readBenchOptions(['--only', 'slots,slot'])).toThrow('--only: unknown slot');
    expect(() => readBenchOptions(['--seconds', 'four'])).toThrow('--seconds takes a whole');
    expect(() => readBenchOptions(['--connections', '0'])).toThrow('--connections takes');
  });

  it('reads --save and --compare as file names, refusing an empty one', () => {
    expect(
      readBenchOptions([
        '--save',
        'before.json',
        '--compare',
        'sqlite/data/bench-2000/last-run.json',
      ]),
    ).toEqual(
      expect.objectContaining({
        save: 'before.json',
        compare: 'sqlite/data/bench-2000/last-run.json',
      }),
    );
    expect(() => readBenchOptions(['--compare', ''])).toThrow('--compare takes a file name');
    expect(() => readBenchOptions(['--save', ''])).toThrow('--save takes a file name');
  });

  it('stops with exit code 2, before building anything, when --compare names no saved run', () => {
    const run = runBench('--compare', 'no-such-run.json');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--compare: cannot read ${path.join(root, 'no-such-run.json')}`);
    expect(run.stdout).toBe('');
  });
});
