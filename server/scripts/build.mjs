// Bundles the server and @baraat/shared into server/dist/main.js (the server process),
// server/dist/supervisor.js (what `npm start` runs: it starts and restarts main.js) and
// server/dist/search-worker.js (the search thread). npm packages stay external
// and load from node_modules at run time (better-sqlite3 and argon2 are native).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const read = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const external = [
  ...Object.keys(read('../package.json').dependencies ?? {}),
  ...Object.keys(read('../../shared/package.json').dependencies ?? {}),
].filter((name) => name !== '@baraat/shared');

await build({
  // The search worker is its own entry (a worker thread loads it by file), beside main.js.
  entryPoints: [
    { in: '../src/main.ts', out: 'main' },
    { in: '../src/supervisor.ts', out: 'supervisor' },
    { in: '../src/modules/search/worker.ts', out: 'search-worker' },
  ].map((entry) => ({ ...entry, in: new URL(entry.in, import.meta.url).pathname })),
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
