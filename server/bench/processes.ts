// Server processes for the bench: each gets a port the bench picked (a free-port probe), is
// ready when /api/health answers 200, and reports its resident memory from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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

/** Starts `node <script>` on a free port with `env`, and resolves once it is healthy. */
/** utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms. */
export function readCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function startServer(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rssMb: () => readRssMb(child.pid!),
    cpuMs: () => readCpuMs(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
