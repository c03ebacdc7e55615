// Server processes for the bench: each gets a port the bench picked (a free-port probe), is
// ready when /api/health answers 200, and reports its resident memory from /proc. A supervisor
// (server/dist/supervisor.js, as `npm start` runs it) is ready once each of its PROCESSES
// servers has answered, told apart by X-Baraat-Worker; its memory and CPU are those of the
// supervisor and its servers together.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { SERVER_NODE_FLAGS } from '../../scripts/server-env.mjs';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident set size in MB (the whole process: main thread, workers, SQLite, mmap). */
  rssMb: () => number;
  /** CPU time of the process so far (user + system, all threads), ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** A port nothing listens on now: the OS picks one, we close it and hand it on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}: /api/health did not answer within ${timeoutMs} ms`);
}

export function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms. */
export function readCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `pid` and every process under it (a supervisor's servers), from /proc's children lists. */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

/** The sum of `read` over `pid`'s tree; a process that ended meanwhile counts 0. */
function overTree(pid: number, read: (pid: number) => number): number {
  let total = 0;
  for (const each of processTree(pid)) {
    try {
      total += read(each);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/** The X-Baraat-Worker of one answer of /api/health, on a connection of its own. */
export function healthWorker(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const asked = request(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(String(response.headers['x-baraat-worker'] ?? ''));
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The place of a server process (w1, w2…) in its X-Baraat-Worker (`w1/<pid>`). */
export const placeOf = (worker: string) => worker.split('/')[0]!;

/** Resolves once `processes` servers of different places have answered /api/health. */
async function waitForProcesses(url: string, processes: number, timeoutMs = 60_000) {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < processes) {
    if (Date.now() > deadline) {
      throw new Error(`${url}: ${seen.size} of ${processes} server processes answered`);
    }
    seen.add(placeOf(await healthWorker(url)));
    if (seen.size < processes) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `node <script>` on a free port with `env` and the server's Node flags (as `npm start`
 * runs it), and resolves once it is healthy; with
 * `processes`, a supervisor, healthy once that many servers answer.
 */
export async function startServer(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  processes?: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
    if (processes) await waitForProcesses(url, processes);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rssMb: () => (processes ? overTree(child.pid!, readRssMb) : readRssMb(child.pid!)),
    cpuMs: () => (processes ? overTree(child.pid!, readCpuMs) : readCpuMs(child.pid!)),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
