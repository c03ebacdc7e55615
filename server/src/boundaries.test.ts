// The server's layering, checked on every run (issue 9, docs/architecture.md#1-layers): db/ and http/ import
// no module, and a module reaches another module only through its service.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file, as paths under src/ without the extension. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((spec) => path.relative(SRC, path.resolve(path.dirname(file), spec)));
}

/** What breaks the layering among files given as {path under src/: its imports}. */
function violations(files: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of Object.entries(files)) {
    const [layer, module] = file.split(path.sep);
    for (const target of imports) {
      const [targetLayer, targetModule, targetFile] = target.split(path.sep);
      if (targetLayer !== 'modules') continue;
      if (['db', 'http', 'policies'].includes(layer!)) found.push(`${file} imports ${target}`);
      const otherModule = layer === 'modules' && targetModule !== module;
      if (otherModule && !targetFile?.endsWith('service')) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('server layering', () => {
  it('keeps db/ and http/ free of modules, and modules to each other’s services', () => {
    const files = Object.fromEntries(
      sourceFiles(SRC).map((file) => [
        path.relative(SRC, file),
        importsOf(file, readFileSync(file, 'utf8')),
      ]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('names an import into another module’s repo or from infrastructure into a module', () => {
    expect(
      violations({
        'modules/favorites/service.ts': ['modules/listings/repo', 'modules/listings/service'],
        'http/idempotency.ts': ['modules/idempotency/repo'],
        'app.ts': ['modules/search/pool'],
      }),
    ).toEqual([
      'modules/favorites/service.ts imports modules/listings/repo',
      'http/idempotency.ts imports modules/idempotency/repo',
    ]);
  });
});
