// Several server processes serving one marketplace (docs/architecture.md#9-scaling-out): the
// real supervisor, as `npm start` runs it, with PROCESSES=2 on the run's PostgreSQL and a
// throwaway Redis. Each request goes on a connection of its own, so the kernel's round robin
// spreads them, and each answer names the process that gave it (X-Baraat-Worker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from './test/engines';
import { freePort } from './test/free-port';
import {
  type Answer,
  call,
  frameOf,
  type LiveSocket,
  placeOf,
  signUp,
  socketOn,
  useProcessesAt,
  walkInNames,
} from './test/processes-client';
import { type RedisServer, startRedisServer } from './test/redis-server';
import { type Supervised, startTwoServers } from './test/supervised';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-processes-'));
let database: { url: string; drop: () => Promise<void> };
let redis: RedisServer;
let supervisor: Supervised;

beforeAll(async () => {
  [database, redis] = await Promise.all([emptyPostgresDatabase(), startRedisServer()]);
  const port = await freePort();
  supervisor = await startTwoServers({
    dataDir,
    port,
    databaseUrl: database.url,
    redisUrl: redis.url,
  });
  useProcessesAt(`http://127.0.0.1:${port}`);
}, 120_000);

afterAll(async () => {
  if (supervisor.child.exitCode === null) supervisor.child.kill('SIGKILL');
  await redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop().catch(() => undefined);
});

describe('two server processes on PostgreSQL and Redis', () => {
  it('both serve, each naming itself', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/health')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => placeOf(answer.worker)))).toEqual(new Set(['w1', 'w2']));
  });

  it('carries messages, typing, read receipts and presence from one process to the other within 1 s', async () => {
    const customer = await signUp('customer');
    const owner = await signUp('business');
    const first = await call('POST', `/api/messaging/conversations/${owner.userId}/messages`, {
      token: customer.token,
      json: { receiver_id: owner.userId, message_body: 'Salaam', message_type: 'text' },
    });
    expect(first.status).toBe(201);
    const conversation = first.body.conversation_id as number;

    const ownerSocket = await socketOn('w2', owner.token);
    const customerSocket = await socketOn('w1', customer.token);
    const within = { timeout: 1000, interval: 20 };
    // The customer came online on w1: the owner, on w2, is told.
    await expect
      .poll(
        () => frameOf(ownerSocket, 'online_status', (f) => f.user_id === customer.userId),
        within,
      )
      .toMatchObject({ online: true });

    customerSocket.send({ type: 'typing', conversation_id: conversation, typing: true });
    await expect
      .poll(() => frameOf(ownerSocket, 'typing', (f) => f.user_id === customer.userId), within)
      .toMatchObject({ typing: true });

    customerSocket.send({
      type: 'send_message',
      conversation_id: conversation,
      receiver_id: owner.userId,
      message_body: 'Is the 12th free for a mehndi?',
      client_message_id: 'cross-process-1',
    });
    await expect
      .poll(
        () => frameOf(ownerSocket, 'message', (f) => f.message.message_body.includes('mehndi')),
        within,
      )
      .toBeDefined();
    const sent = frameOf(ownerSocket, 'message', (f) => f.message.message_body.includes('mehndi'))!;

    ownerSocket.send({ type: 'mark_read', conversation_id: conversation });
    await expect
      .poll(() => frameOf(customerSocket, 'read', (f) => f.reader_id === owner.userId), within)
      .toMatchObject({ conversation_id: conversation });
    expect(frameOf(customerSocket, 'read')!.message_ids).toContain(sent.message.message_id);

    customerSocket.ws.close(1000, 'Done');
    await expect
      .poll(
        () =>
          frameOf(ownerSocket, 'online_status', (f) => f.user_id === customer.userId && !f.online),
        within,
      )
      .toBeDefined();
    ownerSocket.ws.close(1000, 'Done');
  });

  it('counts wrong passwords across both processes: the sixth meets the limit', async () => {
    const customer = await signUp('customer');
    const tries: Answer[] = [];
    for (let n = 0; n < 6; n += 1) {
      tries.push(
        await call('POST', '/api/auth/login', {
          json: { username: customer.payload.username, password: 'Wrong#2026' },
        }),
      );
    }
    expect(new Set(tries.map((answer) => placeOf(answer.worker)))).toEqual(new Set(['w1', 'w2']));
    expect(tries.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('stores one of 50 walk-ins for one hall and time sent at once to both, and tells each of the owner’s tablets once', async () => {
    const owner = await signUp('business');
    // The owner's two tablets, one on each process.
    const tablets = [await socketOn('w1', owner.token), await socketOn('w2', owner.token)];
    const hall = await call('POST', '/api/business/halls', {
      token: owner.token,
      json: { name: 'Rang Mahal', capacity: 500 },
    });
    expect(hall.status).toBe(201);
    const walkIn = {
      date: addDays(todayInPakistan(), 3),
      start_time: '19:00',
      end_time: '23:00',
      hall_team: hall.body.resource_id,
      customer_name: 'Bilal Ahmed',
      number_of_people: 100,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/business/walkins', { token: owner.token, json: walkIn }),
      ),
    );
    expect(new Set(answers.map((answer) => placeOf(answer.worker)))).toEqual(new Set(['w1', 'w2']));
    expect(
      answers.filter((answer) => answer.status === 201),
      JSON.stringify(answers.slice(0, 2).map((answer) => answer.body)),
    ).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await walkInNames(owner.token)).toEqual(['Bilal Ahmed']);
    // Each tablet hears of the change, each change once (every process looks at the log; each
    // tells its own sockets).
    const cursors = (tablet: LiveSocket) =>
      tablet.frames.flatMap((frame) => (frame.type === 'calendar_changed' ? [frame.cursor] : []));
    for (const tablet of tablets)
      await expect.poll(() => cursors(tablet).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const tablet of tablets) {
      expect(new Set(cursors(tablet)).size).toBe(cursors(tablet).length);
      tablet.ws.close(1000, 'Done');
    }
  });

  it('replaces a killed process; its sockets reconnect to the other, a queued outbox drains once', async () => {
    const owner = await signUp('business');
    const hall = await call('POST', '/api/business/halls', {
      token: owner.token,
      json: { name: 'Sheesh Mahal', capacity: 400 },
    });
    const doomed = await socketOn('w1', owner.token);
    const pid = Number(doomed.worker.split('/')[1]);
    // The outbox: five walk-ins, each under its own key; the first two already reached the
    // server before the signal was lost.
    const entries = Array.from({ length: 5 }, (_, n) => ({
      key: `outbox-${owner.userId}-${n}`,
      json: {
        date: addDays(todayInPakistan(), 10 + n),
        start_time: '18:00',
        end_time: '22:00',
        hall_team: hall.body.resource_id,
        customer_name: `Family ${n}`,
        number_of_people: 50,
      },
    }));
    const send = (entry: (typeof entries)[number]) =>
      call('POST', '/api/business/walkins', {
        token: owner.token,
        json: entry.json,
        headers: { 'Idempotency-Key': entry.key },
      });
    for (const entry of entries.slice(0, 2)) expect((await send(entry)).status).toBe(201);

    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    expect(await doomed.closed).toBe(1006);
    // The device reconnects at once: the survivor takes it.
    const again = await socketOn('w2', owner.token);
    expect(again.worker).not.toBe(doomed.worker);
    // The outbox drains, all of it again: what was stored is answered, not stored twice.
    const drained = await Promise.all(entries.map(send));
    expect(drained.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await walkInNames(owner.token)).sort()).toEqual([
      'Family 0',
      'Family 1',
      'Family 2',
      'Family 3',
      'Family 4',
    ]);

    const death = await supervisor.waitForLine(
      (line) => line.msg === 'server process died' && line.pid === pid,
    );
    expect(death).toMatchObject({ worker: 'w1', signal: 'SIGKILL' });
    await supervisor.waitForLine(
      (line) =>
        line.msg === 'Baraat is listening' &&
        placeOf(String(line.worker)) === 'w1' &&
        line.pid !== pid,
      10_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/api/health')));
    expect(new Set(answers.map((answer) => placeOf(answer.worker)))).toEqual(new Set(['w1', 'w2']));
    again.ws.close(1000, 'Done');
  }, 30_000);

  it('carries live events between the processes again within 5 s of a Redis restart', async () => {
    const customer = await signUp('customer');
    const owner = await signUp('business');
    const first = await call('POST', `/api/messaging/conversations/${owner.userId}/messages`, {
      token: customer.token,
      json: { receiver_id: owner.userId, message_body: 'Salaam', message_type: 'text' },
    });
    const conversation = first.body.conversation_id as number;
    const ownerSocket = await socketOn('w2', owner.token);
    const customerSocket = await socketOn('w1', customer.token);

    await redis.stop();
    // HTTP goes on while Redis is away.
    expect((await call('GET', '/api/health')).status).toBe(200);
    await redis.start();
    const back = Date.now();
    let typed = false;
    await expect
      .poll(
        () => {
          typed = !typed;
          customerSocket.send({ type: 'typing', conversation_id: conversation, typing: typed });
          return ownerSocket.frames.some(
            (frame) => frame.type === 'typing' && frame.user_id === customer.userId,
          );
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
    expect(Date.now() - back).toBeLessThan(5000);
    customerSocket.ws.close(1000, 'Done');
    ownerSocket.ws.close(1000, 'Done');
  }, 20_000);

  it('stops every process cleanly within 10 s of SIGTERM, telling sockets the service restarts', async () => {
    const customer = await signUp('customer');
    const sockets = [await socketOn('w1', customer.token), await socketOn('w2', customer.token)];
    const servers = supervisor.lines
      .filter((line) => line.msg === 'Baraat is listening')
      .map((line) => Number(line.pid));
    const stoppedAt = Date.now();
    supervisor.child.kill('SIGTERM');
    expect(await supervisor.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    for (const socket of sockets) expect(await socket.closed).toBe(WS_CLOSE.serviceRestart);
    for (const pid of servers) expect(() => process.kill(pid, 0)).toThrow();
    expect(supervisor.lines.at(-1)).toMatchObject({ msg: 'supervisor stopped' });
  }, 20_000);
});
