// The server process: serves on PORT, and shuts down gracefully on SIGINT/SIGTERM (stop
// accepting, let requests finish, close the database). `npm start` runs it under the supervisor
// (supervisor.ts), which prepared the data and restarts it if it dies; started on its own it
// prepares the data itself. An error no request or socket handler caught ends the process (its
// state can no longer be trusted) after it is logged; the supervisor starts a fresh one.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { answerClientErrors } from './http/client-errors';
import { createLogger } from './logger';
import { paymentProviders, pointSandboxAt } from './modules/gateways/settings';
import { connectRedis } from './redis';
import { closePrepared, openPrepared, prepareData, SUPERVISED } from './start-up';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const HOLDS_EVERY_MS = 5 * 60 * 1000;
// Pending online payments are asked about (docs/product/online-payments.md#paying-online).
const CHECKOUTS_EVERY_MS = 10 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const prepared = process.env[SUPERVISED]
  ? openPrepared(config, logger)
  : await prepareData(config, logger);

// Shared by the processes serving one marketplace; a Redis not yet up is connected to when it is.
const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
const { listener, prune, upkeepHolds, reconcileCheckouts, close, attachSockets } = createApp({
  ...prepared,
  redis,
  config,
  logger,
});
void prune();
const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
pruneTimer.unref();
void upkeepHolds();
const holdsTimer = setInterval(() => void upkeepHolds(), HOLDS_EVERY_MS);
holdsTimer.unref();
const checkoutsTimer = setInterval(() => void reconcileCheckouts(), CHECKOUTS_EVERY_MS);
checkoutsTimer.unref();

const server = createServer(listener);
// Keep idle connections longer than clients and proxies usually do (Node's 5 s default makes
// a client that reuses a connection just as the server drops it see ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
answerClientErrors(server);
const sockets = attachSockets(server);
server.on('error', (error) => {
  logger.fatal({ err: error, port: config.port }, 'the server cannot listen');
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  // On port 0 (the browser tests) PUBLIC_URL cannot name the port the sandbox is reached at.
  if (config.port === 0 && !process.env.PUBLIC_URL) {
    const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    pointSandboxAt(config.payments, `http://${host}:${port}`);
  }
  logger.info(
    {
      port,
      url: config.publicUrl,
      data_dir: config.dataDir,
      // Which engine, never DATABASE_URL itself (it may carry a password).
      engine: prepared.db ? 'sqlite' : 'postgres',
      // Which payment providers, never their credentials (docs/product/online-payments.md#the-sandbox).
      payment_providers: config.payments.sandbox ? 'sandbox' : paymentProviders(config.payments),
      pid: process.pid,
      ...(config.workerName ? { worker: config.workerName } : {}),
    },
    'Baraat is listening',
  );
});

let stopping = false;
function shutdown(reason: string, exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  logger.info({ reason }, 'shutting down');
  clearInterval(pruneTimer);
  clearInterval(holdsTimer);
  clearInterval(checkoutsTimer);
  const force = setTimeout(() => {
    logger.warn('requests still open after the grace period: closing them');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // Open sockets would hold server.close() open: tell them the service restarts (1012),
  // so their devices reconnect (to another process when several serve).
  sockets.close();
  server.close(async () => {
    await close();
    await closePrepared(prepared);
    redis?.disconnect();
    logger.info('stopped');
    process.exit(exitCode);
  });
  server.closeIdleConnections();
}

process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
// A supervisor that is gone cannot restart this process or hand it connections.
if (cluster.isWorker) process.on('disconnect', () => shutdown('supervisor gone'));
process.on('uncaughtException', (error, origin) => {
  logger.fatal({ err: error, origin }, 'unexpected error: the process stops and is restarted');
  if (stopping) process.exit(1);
  shutdown('unexpected error', 1);
});
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'a promise failed with nobody waiting for it');
});
