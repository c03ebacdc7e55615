// The hub of several processes over a real Redis (docs/architecture.md#9-scaling-out): two hubs,
// each with its own connections as two processes have, and sockets that record what they get.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { connectRedis, redisReady } from '../../redis';
import { type RedisServer, startRedisServer } from '../../test/redis-server';
import type { Hub, HubSocket } from './hub';
import { createRedisHub, subscriberOf } from './redis-hub';

const logger = createLogger('silent');
let redis: RedisServer;
const connections: Redis[] = [];
const hubs: Hub[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  for (const hub of hubs) hub.stop();
  for (const connection of connections) connection.disconnect();
  await redis.stop();
});

/** A hub as one process would run it; `claimMs` short so a dead process lapses quickly. */
async function processHub(claimMs = 60_000) {
  const client = connectRedis(redis.url, logger);
  const subscriber = subscriberOf(client, logger);
  connections.push(client, subscriber);
  await Promise.all([redisReady(client), redisReady(subscriber)]);
  const hub = createRedisHub({
    logger,
    maxBufferedBytes: 1 << 20,
    redis: client,
    subscriber,
    claimMs,
  });
  hubs.push(hub);
  // The subscription is in place once Redis counts it.
  await expect.poll(() => client.pubsub('NUMSUB', 'baraat:live')).not.toEqual(['baraat:live', 0]);
  return { hub, client };
}

function socket() {
  const frames: ServerFrame[] = [];
  const fake: HubSocket & { frames: ServerFrame[] } = {
    frames,
    send: (data) => frames.push(JSON.parse(data)),
    close: () => {},
    terminate: () => {},
    readyState: 1,
    bufferedAmount: 0,
  };
  return fake;
}

let nextUser = 1000;
const aUser = () => ++nextUser;

describe('the hub over Redis', () => {
  it('hands a frame for a user to their sockets on every process, once each', async () => {
    const [a, b] = [await processHub(), await processHub()];
    const user = aUser();
    const [here, there] = [socket(), socket()];
    await a.hub.join(user, here);
    await b.hub.join(user, there);
    a.hub.toUser(user, { type: 'pong' });
    await expect.poll(() => there.frames).toEqual([{ type: 'pong' }]);
    expect(here.frames).toEqual([{ type: 'pong' }]);
    // Someone else's frame reaches nobody here.
    b.hub.toUser(aUser(), { type: 'pong' });
    a.hub.toUser(user, { type: 'pong' });
    await expect.poll(() => there.frames.length).toBe(2);
    expect(here.frames.length).toBe(2);
  });

  it('hands news every process learns by itself to this process’s sockets only', async () => {
    const [a, b] = [await processHub(), await processHub()];
    const user = aUser();
    const [here, there] = [socket(), socket()];
    await a.hub.join(user, here);
    await b.hub.join(user, there);
    a.hub.toUserHere(user, { type: 'pong' });
    // A frame through Redis after it: once that has arrived, the first would have too.
    a.hub.toUser(user, { type: 'calendar_changed', cursor: '7' });
    await expect.poll(() => there.frames).toEqual([{ type: 'calendar_changed', cursor: '7' }]);
    expect(here.frames).toEqual([{ type: 'pong' }, { type: 'calendar_changed', cursor: '7' }]);
  });

  it('hands one frame to several users on every process, and says who of many is online', async () => {
    const [a, b] = [await processHub(), await processHub()];
    const [first, second, away] = [aUser(), aUser(), aUser()];
    const [here, there] = [socket(), socket()];
    await a.hub.join(first, here);
    await b.hub.join(second, there);
    a.hub.toUsers([first, second, away], { type: 'online_status', user_id: 1, online: true });
    await expect
      .poll(() => there.frames)
      .toEqual([{ type: 'online_status', user_id: 1, online: true }]);
    expect(here.frames).toEqual(there.frames);
    expect(await a.hub.onlineAmong([away, second, first])).toEqual([second, first]);
    expect(await b.hub.onlineAmong([])).toEqual([]);
  });

  it('counts a user online while any process holds a socket of theirs', async () => {
    const [a, b] = [await processHub(), await processHub()];
    const user = aUser();
    expect(await b.hub.isOnline(user)).toBe(false);
    const [first, second] = [socket(), socket()];
    expect(await a.hub.join(user, first)).toBe(true);
    expect(await b.hub.isOnline(user)).toBe(true);
    // Their second device, on the other process: not a new arrival.
    expect(await b.hub.join(user, second)).toBe(false);
    expect(await a.hub.leave(user, first)).toBe(false);
    expect(await a.hub.isOnline(user)).toBe(true);
    expect(await b.hub.leave(user, second)).toBe(true);
    expect(await a.hub.isOnline(user)).toBe(false);
  });

  it('lets a dead process’s users go offline once its claim lapses', async () => {
    const dying = await processHub(600);
    const { hub } = await processHub(600);
    const user = aUser();
    await dying.hub.join(user, socket());
    expect(await hub.isOnline(user)).toBe(true);
    // Killed: no leave, no clean-up, no renewal.
    dying.client.disconnect();
    hubs.splice(hubs.indexOf(dying.hub), 1)[0]!.stop();
    await expect.poll(() => hub.isOnline(user), { timeout: 3000 }).toBe(false);
  });

  it('delivers across processes again after Redis restarts, and locally meanwhile', async () => {
    const [a, b] = [await processHub(), await processHub()];
    const user = aUser();
    const [here, there] = [socket(), socket()];
    await a.hub.join(user, here);
    await b.hub.join(user, there);
    await redis.stop();
    a.hub.toUser(user, { type: 'pong' });
    expect(here.frames).toEqual([{ type: 'pong' }]);
    await redis.start();
    const back = Date.now();
    // Frames sent from now on flow again within a few seconds.
    await expect
      .poll(
        () => {
          a.hub.toUser(user, { type: 'pong' });
          return there.frames.length;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeGreaterThan(0);
    expect(Date.now() - back).toBeLessThan(5000);
  });
});
