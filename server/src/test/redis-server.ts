// A throwaway Redis for the tests about several processes (docs/architecture.md#9-scaling-out):
// Debian's redis-server on a free port of 127.0.0.1, persistence off, stopped at the end. It
// can be stopped and started again on the same port, as an operator's restart would.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from './free-port';

export interface RedisServer {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
}

/** Debian's redis-server, or REDIS_SERVER's; a clear error when neither is there. */
export function redisServerProgram(env: NodeJS.ProcessEnv = process.env): string {
  const program = env.REDIS_SERVER ?? 'redis-server';
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `No ${program}: install it (apt-get install -y redis-server, as .ci/run does) or set REDIS_SERVER`,
    );
  }
  return program;
}

export async function startRedisServer(): Promise<RedisServer> {
  const program = redisServerProgram();
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      program,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          started.stdout!.off('data', onData);
          // Keep reading, so a full pipe never blocks the server.
          started.stdout!.resume();
          resolve();
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.resume();
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited with ${code} before it was ready: ${output}`)),
      );
    });
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
