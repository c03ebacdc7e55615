import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-env.mjs';
import { placeOf, processTree, startServer } from './processes';

let parent: ChildProcess | undefined;

afterEach(() => {
  parent?.kill('SIGKILL');
  parent = undefined;
});

describe("a supervisor's processes", () => {
  it('are found under its pid, so its CPU and memory count its servers too', async () => {
    // A parent that starts a child and prints its pid, as the supervisor starts its servers.
    const script = `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
console.log(c.pid); setTimeout(() => c.kill(), 60000);`;
    parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const childPid = await new Promise<number>((resolve) =>
      parent!.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
    );
    expect(processTree(parent.pid!)).toEqual([parent.pid, childPid]);
  });

  it('are told apart by the place in X-Baraat-Worker', () => {
    expect(placeOf('w2/4711')).toBe('w2');
  });
});

describe('a server the bench starts', () => {
  it('runs with the Node flags npm start gives the server, so what is measured is what runs', async () => {
    // A stand-in server whose /api/health answers with the flags its process was started with.
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-flags-'));
    writeFileSync(
      path.join(dir, 'server.cjs'),
      `require('node:http').createServer((req, res) => res.end(JSON.stringify(process.execArgv)))
        .listen(Number(process.env.PORT), process.env.HOST);`,
    );
    const server = await startServer('server.cjs', dir, process.env);
    try {
      const flags = await (await fetch(`${server.url}/api/health`)).json();
      expect(SERVER_NODE_FLAGS).toContain('--heap-growing-percent=100');
      expect(flags).toEqual(SERVER_NODE_FLAGS);
    } finally {
      await server.stop();
    }
  });
});
