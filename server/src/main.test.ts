// Runs the real entry point as `npm start` does (from the TypeScript sources), over an empty
// data folder: it must migrate, seed the demo accounts, serve, and stop cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from './seed/demo-accounts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-main-'));
let child: ChildProcess | undefined;
const lines: Record<string, unknown>[] = [];

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function waitForLine(predicate: (line: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no such log line')), 15_000);
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

describe('main', () => {
  it('starts on an empty database with demo accounts and shuts down gracefully', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));

    const listening = await waitForLine((line) => line.msg === 'Baraat is listening');
    const base = `http://127.0.0.1:${listening.port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    for (const account of [DEMO_CUSTOMER, DEMO_OWNER]) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: account.email, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const body = (await login.json()) as { user: { is_business_owner: boolean } };
      expect(body.user.is_business_owner).toBe(account === DEMO_OWNER);
    }

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.some((line) => line.msg === 'stopped')).toBe(true);
  });
});
