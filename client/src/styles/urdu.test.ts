// Urdu's fonts stay Urdu's (docs/architecture.md#right-to-left): one weight of each face, only
// their Arabic-script files, each limited by unicode-range so Latin text never fetches one, and
// only lib/urdu-fonts.ts reaches the stylesheets, by lazy imports, so an English page never
// preloads them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const faces = readFileSync(path.join(SRC, 'styles/urdu-faces.css'), 'utf8');
const rules = readFileSync(path.join(SRC, 'styles/urdu.css'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("Urdu's stylesheet", () => {
  it('declares one weight of Nastaliq and Naskh, Arabic-script woff2 files with a unicode-range without Latin', () => {
    const declared = faces.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(declared.map((face) => /font-family: "([^"]+)"/.exec(face)?.[1])).toEqual([
      'Noto Nastaliq Urdu',
      'Noto Naskh Arabic',
    ]);
    expect(rules).not.toContain('@font-face');
    for (const face of declared) {
      expect(face).toContain('font-weight: 400;');
      expect(face).toMatch(
        /src: url\("@fontsource\/[\w-]+\/files\/[\w-]+-arabic-\d+-normal\.woff2"\)/,
      );
      const range = /unicode-range:([^;]*);/.exec(face)?.[1] ?? '';
      expect(range).toContain('U+0600-06FF');
      expect(range).not.toMatch(/U\+00[0-7]/);
    }
  });

  it('is reached only by the lazy import in lib/urdu-fonts.ts', () => {
    const naming = sources(SRC).filter((file) =>
      /['"][^'"]*urdu\.css['"]|@fontsource/.test(readFileSync(file, 'utf8')),
    );
    expect(naming.map((file) => path.relative(SRC, file))).toEqual([
      'lib/urdu-fonts.ts',
      'styles/urdu-faces.css',
    ]);
    const loader = readFileSync(path.join(SRC, 'lib/urdu-fonts.ts'), 'utf8');
    expect(loader).toContain("await import('../styles/urdu.css')");
    expect(loader).toContain("await import('../styles/urdu-faces.css')");
  });
});
