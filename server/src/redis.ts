// REDIS_URL's connection (docs/architecture.md#9-scaling-out): what several processes share that
// one process would keep in memory. ioredis reconnects by itself for as long as the process
// runs; while it is away a command fails at once rather than queueing (the rate limits then
// count in memory, and the live channel pauses), so no request waits on Redis.
import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** Waits between reconnection attempts: 100 ms, growing to at most 2 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt - 1, 5), 2000);
}

/** A client of `url`, its connection watched (watchRedis). */
export function connectRedis(url: string, logger: Logger, name = 'redis'): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
    connectionName: name,
  });
  return watchRedis(client, logger, name);
}

/**
 * Logs when the client's connection is lost and when it is back, once each, never every
 * attempt nor the URL. Every ioredis client needs an error listener: without one each failed
 * reconnection prints "[ioredis] Unhandled error event". `name` tells two clients' lines apart
 * (commands, subscriptions).
 */
export function watchRedis(client: Redis, logger: Logger, name: string): Redis {
  let lost = false;
  client.on('ready', () => {
    if (lost) logger.info({ client: name }, 'redis connection back');
    lost = false;
  });
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    logger.warn({ client: name, err: { message: error.message } }, 'redis connection lost');
  });
  return client;
}

/** Resolves once the client is ready (or rejects when it fails before it ever was). */
export function redisReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      client.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      client.off('ready', onReady);
      reject(error);
    };
    client.once('ready', onReady);
    client.once('error', onError);
  });
}
