import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { placeOf, processTree } from './processes';

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
