// The hub of several processes (docs/architecture.md#9-scaling-out; docs/product/messaging.md#the-live-channel).
// Each process keeps its own sockets in a local hub and:
// - fans every frame for a user out over one Redis channel: each process hands it to the
//   sockets it holds (its own frames it delivers at once, without the round trip);
// - shares who is online: per user a sorted set of the processes holding a socket of theirs,
//   each scored with when its claim lapses. A process renews its claims every RENEW_MS, so one
//   that dies stops counting within CLAIM_MS; a user is online while any claim is current.
// Redis going away pauses the fan-out between processes; frames to sockets of this process
// still go, and presence is answered from this process's sockets alone. ioredis subscribes
// again once Redis is back, and the next renewal puts the claims back. Frames published while
// a process was cut off are not replayed: devices pull what they missed when they reconnect.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import { watchRedis } from '../../redis';
import type { Hub, HubOptions } from './hub';
import { createLocalHub } from './hub';

const CHANNEL = 'baraat:live';
/** A process's claim on its users lapses this long after it last renewed it (renewed three
 * times in that span). */
const CLAIM_MS = 60_000;
const onlineKey = (userId: number) => `baraat:online:${userId}`;

interface Published {
  from: string;
  users: number[];
  frame: ServerFrame;
}

export interface RedisHubOptions extends HubOptions {
  /** For commands and publishing. */
  redis: Redis;
  /** A connection of its own for the subscription (a subscribed client runs no commands). */
  subscriber: Redis;
  /** How long a claim lasts unrenewed; a minute unless a test shortens it. */
  claimMs?: number;
}

export function createRedisHub(options: RedisHubOptions): Hub {
  const { redis, subscriber, logger, claimMs = CLAIM_MS } = options;
  const local = createLocalHub(options);
  const me = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      const published = JSON.parse(text) as Published;
      if (published.from !== me) local.toUsers(published.users, published.frame);
    } catch (error) {
      logger.error({ err: error }, 'a live frame from another process could not be read');
    }
  });
  // ioredis subscribes again by itself after a reconnection.
  subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    logger.warn({ err: error }, 'the live channel is not subscribed yet');
  });

  /** Runs a Redis command, or gives `fallback` while Redis is away. */
  async function shared<T>(command: () => Promise<T>, fallback: T): Promise<T> {
    if (redis.status !== 'ready') return fallback;
    try {
      return await command();
    } catch {
      return fallback;
    }
  }

  /** Claims the users for this process until CLAIM_MS from now. */
  function claim(userIds: number[]) {
    const until = Date.now() + claimMs;
    const batch = redis.multi();
    for (const userId of userIds) {
      batch.zadd(onlineKey(userId), until, me);
      batch.pexpire(onlineKey(userId), claimMs * 2);
    }
    return batch.exec();
  }

  const renewal = setInterval(() => {
    const users = local.users();
    if (users.length > 0) void shared(() => claim(users), null);
  }, claimMs / 3);
  renewal.unref();

  /** How many processes hold a current claim on the user, after dropping lapsed ones. */
  const claims = (userId: number) =>
    redis
      .multi()
      .zremrangebyscore(onlineKey(userId), '-inf', Date.now())
      .zcard(onlineKey(userId))
      .exec()
      .then((results) => Number(results?.[1]?.[1] ?? 0));

  /** Tells the other processes; while Redis is away they are not told (their devices pull what
   * they missed when they reconnect). */
  function publish(users: number[], frame: ServerFrame) {
    if (redis.status !== 'ready') return;
    const published: Published = { from: me, users, frame };
    redis.publish(CHANNEL, JSON.stringify(published)).catch(() => {
      // Redis went away between the check and the send: this process's sockets had it.
    });
  }

  return {
    ...local,
    async join(userId, socket) {
      const first = local.join(userId, socket);
      if (!first) return false;
      return shared(async () => {
        const before = await claims(userId);
        await claim([userId]);
        return before === 0;
      }, true);
    },
    async leave(userId, socket) {
      if (!local.leave(userId, socket)) return false;
      return shared(async () => {
        await redis.zrem(onlineKey(userId), me);
        return (await claims(userId)) === 0;
      }, true);
    },
    async isOnline(userId) {
      if (local.isOnline(userId)) return true;
      return shared(async () => (await claims(userId)) > 0, false);
    },
    async onlineAmong(userIds) {
      const elsewhere = userIds.filter((userId) => !local.isOnline(userId));
      const here = userIds.filter((userId) => local.isOnline(userId));
      if (elsewhere.length === 0) return here;
      const now = Date.now();
      const batch = redis.multi();
      for (const userId of elsewhere) {
        batch.zremrangebyscore(onlineKey(userId), '-inf', now).zcard(onlineKey(userId));
      }
      const counts = await shared(() => batch.exec(), null);
      const online = new Set(here);
      elsewhere.forEach((userId, n) => {
        if (Number(counts?.[n * 2 + 1]?.[1] ?? 0) > 0) online.add(userId);
      });
      return userIds.filter((userId) => online.has(userId));
    },
    toUserHere: (userId, frame) => local.toUser(userId, frame),
    toUser(userId, frame) {
      const reached = local.toUser(userId, frame);
      publish([userId], frame);
      return reached;
    },
    toUsers(userIds, frame) {
      local.toUsers(userIds, frame);
      if (userIds.length > 0) publish([...userIds], frame);
    },
    stop() {
      clearInterval(renewal);
      const users = local.users();
      // This process's claims go with it, so its users do not stay online for a minute.
      if (users.length > 0) {
        const batch = redis.multi();
        for (const userId of users) batch.zrem(onlineKey(userId), me);
        void shared(() => batch.exec(), null);
      }
      subscriber.disconnect();
    },
  };
}

/** A connection for the subscription: it waits for Redis however long it is away, and ioredis
 * subscribes it again after each reconnection; its losses are logged once each. */
export function subscriberOf(redis: Redis, logger: Logger): Redis {
  const name = 'redis-subscriber';
  return watchRedis(
    redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, connectionName: name }),
    logger,
    name,
  );
}
