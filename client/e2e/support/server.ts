// Starts the built server (server/dist/main.js) as `npm start` runs it, on a free port over
// a fresh data folder with the demo seed, and reads its JSON log.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  url: string;
  logs: Record<string, unknown>[];
  stop: () => Promise<void>;
}

export const BUILT_CLIENT = path.join(root, 'client/dist');

/**
 * `env` adds to the server's environment, e.g. CLIENT_DIR for a copy of the build; `startMs` is
 * how long it may take to listen (longer on PostgreSQL, where the demo is seeded, then copied).
 */
export async function startServer(
  env: Record<string, string> = {},
  startMs = 20_000,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'demo',
      // Every spec of a worker signs up its own people from one address: the hourly sign-up
      // limit (tested on its own by the server's tests) must not refuse the fiftieth.
      SIGNUPS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const listening = new Promise<number>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${startMs / 1000} s`)),
      startMs,
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (!line.trim()) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'Baraat is listening') {
          clearTimeout(timer);
          resolve(Number(entry.port));
        }
      }
    });
  });
  // A server that did not come up is not left running (nor its folder left behind).
  const port = await listening.catch(async (error: unknown) => {
    await stop('SIGKILL');
    throw error;
  });

  return { url: `http://127.0.0.1:${port}`, logs, stop: () => stop('SIGTERM') };
}
