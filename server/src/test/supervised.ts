// `npm start` as a test runs it: the supervisor from the TypeScript sources in a process of its
// own, its JSON log lines collected (its servers' too), for the tests of processes.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const supervisorFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'supervisor.ts',
);

export interface Supervised {
  child: ChildProcess;
  /** Every log line written so far, parsed. */
  lines: Record<string, unknown>[];
  /** What it and its servers wrote to stderr so far (a library's own complaints). */
  stderr: () => string;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** The first line (already written or still to come) that matches, within `ms`. */
  waitForLine: (
    predicate: (line: Record<string, unknown>) => boolean,
    ms?: number,
  ) => Promise<Record<string, unknown>>;
}

export function startSupervisor(env: NodeJS.ProcessEnv): Supervised {
  const child = spawn(process.execPath, ['--import', 'tsx', supervisorFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const part of parts) if (part.trim().startsWith('{')) lines.push(JSON.parse(part));
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  function waitForLine(predicate: (line: Record<string, unknown>) => boolean, ms = 15_000) {
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such log line')), ms);
      const check = () => {
        const found = lines.find(predicate);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else setTimeout(check, 25);
      };
      check();
    });
  }

  return { child, lines, stderr: () => stderr, exited, waitForLine };
}

/** The servers listening now, by the supervisor's name of their place and pid (`w1/<pid>`). */
export const listeningServers = (supervisor: Supervised) =>
  supervisor.lines
    .filter((line) => line.msg === 'Baraat is listening')
    .map((line) => String(line.worker));

/**
 * Two servers on PostgreSQL and Redis, as the multi-process suites run them
 * (docs/architecture.md#9-scaling-out): the supervisor with PROCESSES=2 on `port`, resolved
 * once both places listen.
 */
export async function startTwoServers(
  options: { dataDir: string; port: number; databaseUrl: string; redisUrl: string },
  env: NodeJS.ProcessEnv = {},
): Promise<Supervised> {
  const supervisor = startSupervisor({
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SEED: 'none',
    SEARCH_WORKERS: '0',
    PROCESSES: '2',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SIGNUPS_PER_HOUR: '100000',
    ...env,
  });
  await supervisor.waitForLine(
    () => new Set(listeningServers(supervisor).map((worker) => worker.split('/')[0])).size === 2,
    90_000,
  );
  return supervisor;
}
