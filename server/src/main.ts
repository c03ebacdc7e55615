// Starts Baraat: migrate, seed an empty database, serve on PORT, and shut down gracefully on
// SIGINT/SIGTERM (stop accepting, let requests finish, close the database).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { createLogger } from './logger';
import { databaseIsEmpty, seedDemo } from './seed/demo';
import { DEFAULT_DEMO_VENDORS } from './seed/marketplace';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = prepareDatabase(config.databaseFile, config.migrationsDir);
if (config.seed === 'demo' && databaseIsEmpty(db)) {
  await seedDemo(db, logger, config.mediaDir, DEFAULT_DEMO_VENDORS);
}

const { app, prune, close, attachSockets } = createApp({ db, config, logger });
prune();
const pruneTimer = setInterval(() => prune(), PRUNE_EVERY_MS);
pruneTimer.unref();

const server = createServer(app.callback());
// Keep idle connections longer than clients and proxies usually do (Node's 5 s default makes
// a client that reuses a connection just as the server drops it see ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const sockets = attachSockets(server);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, url: config.publicUrl, data_dir: config.dataDir }, 'Baraat is listening');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(pruneTimer);
  const force = setTimeout(() => {
    logger.warn('requests still open after the grace period: closing them');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // Open sockets would hold server.close() open: tell them the server is going away (1001).
  sockets.close();
  server.close(async () => {
    await close();
    db.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
