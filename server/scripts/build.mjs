// Bundles the server and @baraat/shared into server/dist/main.js. npm packages stay external
// and load from node_modules at run time (better-sqlite3 and argon2 are native).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const read = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const external = [
  ...Object.keys(read('../package.json').dependencies ?? {}),
  ...Object.keys(read('../../shared/package.json').dependencies ?? {}),
].filter((name) => name !== '@baraat/shared');

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
