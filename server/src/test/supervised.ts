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
  child.stderr!.resume();
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

  return { child, lines, exited, waitForLine };
}
