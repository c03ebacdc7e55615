// The server's layering, checked on every run (docs/architecture.md#1-layers): db/, http/,
// openapi/ and policies/ (what modules build on) import no module, and a module reaches another module
// only through its service. Dynamic imports count as imports.
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

/** Relative imports of a file, static or dynamic, as paths under src/ without the extension. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']+)'/gm),
  ].map((match) => match[1]!);
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
      if (['db', 'http', 'openapi', 'policies'].includes(layer!)) {
        found.push(`${file} imports ${target}`);
      }
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

  it('reads dynamic and side-effect imports as imports', () => {
    const file = path.join(SRC, 'openapi', 'document.ts');
    const text =
      "const m = await import('../modules/auth/routes');\nimport '../modules/mail/service';";
    expect(importsOf(file, text)).toEqual([
      path.join('modules', 'auth', 'routes'),
      path.join('modules', 'mail', 'service'),
    ]);
  });

  it('names an import into another module’s repo or from infrastructure into a module', () => {
    expect(
      violations({
        'modules/favorites/service.ts': ['modules/listings/repo', 'modules/listings/service'],
        'http/idempotency.ts': ['modules/idempotency/repo'],
        'app.ts': ['modules/search/pool'],
        'openapi/document.ts': ['modules/auth/routes'],
      }),
    ).toEqual([
      'modules/favorites/service.ts imports modules/listings/repo',
      'http/idempotency.ts imports modules/idempotency/repo',
      'openapi/document.ts imports modules/auth/routes',
    ]);
  });

  it('keeps the bench out of the client: it reads the pages it measures from shared/', () => {
    const bench = path.join(SRC, '..', 'bench');
    const intoClient = sourceFiles(bench).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((spec) => spec.includes('client/') || spec.startsWith('@baraat/client'))
        .map((spec) => `${path.relative(bench, file)} imports ${spec}`),
    );
    expect(sourceFiles(bench).length).toBeGreaterThan(5);
    expect(intoClient).toEqual([]);
  });
});
