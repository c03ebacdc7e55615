// What `npm run bench` measures, built first: the production bundle (`npm run build`:
// server/dist/main.js, client/dist), and the bare references bundled beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { runCommand } from './processes';

export async function buildAll(root: string) {
  await runCommand('npm', ['run', 'build'], root);
  const dependencies = (file: string): string[] =>
    Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
  // As server/scripts/build.mjs: npm packages load from node_modules, shared is bundled.
  const external = [
    ...dependencies('server/package.json'),
    ...dependencies('shared/package.json'),
  ].filter((name) => name !== '@baraat/shared');
  // Beside main.js, so its search pool finds dist/search-worker.js as Baraat's does.
  for (const name of ['bare-server', 'bare-ws']) {
    await build({
      entryPoints: [path.join(root, `server/bench/${name}.ts`)],
      outfile: path.join(root, `server/dist/${name}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external,
      logLevel: 'warning',
    });
  }
}
