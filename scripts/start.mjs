// `npm start`: builds the client and the server when their output is missing or older than
// their sources, then runs the supervisor (server/dist/supervisor.js), which migrates, seeds an
// empty database, and runs the server process, restarting it if it dies.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(at(source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['shared/src', 'shared/package.json'];
if (
  isStale(at('client/dist/index.html'), [
    ...shared,
    'client/src',
    'client/public',
    'client/index.html',
    'client/vite.config.ts',
  ])
) {
  console.log('Building the client…');
  run(['run', 'build', '-w', '@baraat/client']);
}
const serverSources = [...shared, 'server/src', 'server/scripts'];
if (
  ['main.js', 'supervisor.js', 'search-worker.js'].some((file) =>
    isStale(at('server/dist', file), serverSources),
  )
) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@baraat/server']);
}

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, at('server/dist/supervisor.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv(process.env),
  },
);
process.exit(server.status ?? 0);
