// Runs the real entry point as `npm start` does (the supervisor, from the TypeScript sources),
// over an empty data folder: it must migrate, seed the demo accounts and serve; survive the
// requests that once ended the process; start a new server process when one is killed; and
// stop cleanly on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_FRAME_BYTES, WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from './seed/demo-accounts';
import { freePort } from './test/free-port';
import { type Supervised, startSupervisor } from './test/supervised';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-main-'));
let supervisor: Supervised | undefined;
let base = '';
const lines = () => supervisor?.lines ?? [];

const waitForLine = (predicate: (line: Record<string, unknown>) => boolean, ms?: number) =>
  supervisor!.waitForLine(predicate, ms);
const listening = () => lines().filter((line) => line.msg === 'Baraat is listening');

beforeAll(async () => {
  const port = await freePort();
  supervisor = startSupervisor({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: '',
    SEARCH_WORKERS: '0',
  });
  await waitForLine((line) => line.msg === 'Baraat is listening', 60_000);
  base = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(() => {
  supervisor?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(username: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return (await login.json()) as { access_token: string; user: { is_business_owner: boolean } };
}

/** Opens a socket and resolves with its close code, having sent `frame` if it opened. */
function socketClose(url: string, frame?: string) {
  return new Promise<number>((resolve) => {
    const ws = new WebSocket(url, { origin: base });
    ws.on('error', () => undefined);
    ws.on('open', () => {
      if (frame) ws.send(frame);
    });
    ws.on('close', (code) => resolve(code));
  });
}

describe('npm start', () => {
  it('starts on an empty database with the demo accounts', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // The log names the engine it runs on (docs/architecture.md#10-two-engines).
    expect(listening()[0]).toMatchObject({ engine: 'sqlite' });
    // Outside production the payment providers' sandbox comes with it
    // (docs/product/online-payments.md#the-sandbox).
    expect(listening()[0]).toMatchObject({ payment_providers: 'sandbox' });
    expect((await fetch(`${base}/sandbox/assets/sandbox.css`)).status).toBe(200);
    for (const account of [DEMO_CUSTOMER, DEMO_OWNER]) {
      const { user } = await signIn(account.email);
      expect(user.is_business_owner).toBe(account === DEMO_OWNER);
    }
  });

  it('survives each request that once ended the process: same process, still serving', async () => {
    const [before] = listening();
    const ws = base.replace('http', 'ws');
    // A malformed escape in the ticket path, and an oversized frame on sockets being refused.
    expect(await socketClose(`${ws}/ws/%E0%A4%A`)).toBe(WS_CLOSE.badTicket);
    const big = 'x'.repeat(MAX_FRAME_BYTES * 2);
    expect([WS_CLOSE.badTicket, 1009, 1006]).toContain(
      await socketClose(`${ws}/ws/${'x'.repeat(43)}`, big),
    );
    // JSON nested 6,000 deep on an idempotent write, and a gzip bomb.
    const { access_token } = await signIn(DEMO_CUSTOMER.email);
    const deep = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'resilience-deep-json-1',
      },
      body: `{"a":${'['.repeat(6000)}${']'.repeat(6000)}}`,
    });
    expect(deep.status).toBe(400);
    const bomb = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(Buffer.alloc(16 * 1024 * 1024)),
    });
    expect(bomb.status).toBe(413);

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(listening()).toEqual([before]);
    expect(lines().filter((line) => line.msg === 'server process died')).toEqual([]);
  });

  it('starts a new server process within 5 s of a SIGKILL, and logs why the last one died', async () => {
    const [first] = listening();
    const pid = Number(first!.pid);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    const death = await waitForLine((line) => line.msg === 'server process died', 5000);
    expect(death).toMatchObject({ pid, signal: 'SIGKILL' });
    const again = await waitForLine(
      (line) => line.msg === 'Baraat is listening' && line.pid !== pid,
      5000 - (Date.now() - killedAt),
    );
    expect(Number(again.pid)).not.toBe(pid);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(5000);
    // The data survived the kill: the demo accounts still sign in.
    await signIn(DEMO_OWNER.email);
  });

  it('stops the server gracefully, then itself, on SIGTERM', async () => {
    supervisor!.child.kill('SIGTERM');
    expect(await supervisor!.exited).toBe(0);
    expect(lines().some((line) => line.msg === 'stopped')).toBe(true);
    expect(lines().at(-1)).toMatchObject({ msg: 'supervisor stopped' });
    const servers = listening().map((line) => Number(line.pid));
    for (const pid of servers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
