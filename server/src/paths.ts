import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module that holds sqlite/migrations.
 * Works from the TypeScript sources and from the bundled server/dist alike.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'sqlite', 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No sqlite/migrations folder above ${from}`);
    dir = parent;
  }
  return dir;
}
