// The real server for the desks' fault test: `server/src/main.ts` in a process of its own on
// SQLite in a temporary data folder, on one port for the whole run, so a server killed with
// SIGKILL and started again on the same data is the same address to the desks.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_MS = 30_000;

export interface ServerProcess {
  url: string;
  /** The SQLite file the server writes. */
  databaseFile: string;
  /** SIGKILL, as an operator's or the kernel's kill: no shutdown, no flush. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function serverProcess(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-desks-'));
  // The first start takes any free port; every later one takes that same port again.
  let port = 0;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  async function start() {
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'none',
        LOG_LEVEL: 'info',
        SIGNUPS_PER_HOUR: '100000',
        MESSAGES_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.stderr!.resume();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start')), START_MS);
      let buffer = '';
      let listening = false;
      started.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
      started.stdout!.on('data', (chunk: Buffer) => {
        // The tail only: the line may come in two chunks, and the log runs on all along.
        buffer = (buffer + chunk.toString()).slice(-4096);
        const line = buffer.split('\n').find((one) => one.includes('"Baraat is listening"'));
        if (!listening && line && buffer.includes(`${line}\n`)) {
          listening = true;
          port = Number((JSON.parse(line) as { port: number }).port);
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  async function kill() {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    databaseFile: path.join(dataDir, 'app.db'),
    kill,
    start,
    stop: async () => {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
