// Urdu's fonts stay Urdu's (docs/architecture.md#right-to-left): one weight of each face, only
// their Arabic-script files, each limited by unicode-range so Latin text never fetches one, and
// only lib/urdu-fonts.ts reaches the stylesheet and the fonts, itself imported lazily, so an
// English page never preloads them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { URDU_FACES } from '../lib/urdu-fonts';
import { URDU_LETTER_RANGE } from '../lib/urdu-letters';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rules = readFileSync(path.join(SRC, 'styles/urdu.css'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("Urdu's stylesheet", () => {
  it('names one weight of Nastaliq and Naskh, woff2 files cut to Urdu with a unicode-range without Latin', () => {
    expect(
      Object.values(URDU_FACES)
        .map((face) => face.family)
        .sort(),
    ).toEqual(['Noto Naskh Arabic', 'Noto Nastaliq Urdu']);
    expect(rules).not.toContain('@font-face');
    for (const face of Object.values(URDU_FACES)) expect(face.file).toMatch(/-urdu-400\.woff2$/);
    expect(URDU_LETTER_RANGE).toContain('U+621-63A');
    expect(URDU_LETTER_RANGE).not.toMatch(/U\+[0-5]?[0-9A-F]{1,2}\b/);
  });

  it('is reached only by the lazy import in lib/urdu-fonts.ts', () => {
    const naming = sources(SRC).filter((file) =>
      /['"][^'"]*urdu\.css['"]|assets\/fonts/.test(readFileSync(file, 'utf8')),
    );
    expect(naming.map((file) => path.relative(SRC, file))).toEqual(['lib/urdu-fonts.ts']);
    const loader = readFileSync(path.join(SRC, 'lib/urdu-fonts.ts'), 'utf8');
    expect(loader).toContain("import('../styles/urdu.css')");
    expect(loader).not.toMatch(/^import[^;]*urdu\.css/m);
    const importers = sources(SRC).filter((file) =>
      /import\(['"][^'"]*urdu-fonts['"]\)/.test(readFileSync(file, 'utf8')),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const file of sources(SRC)) {
      expect(readFileSync(file, 'utf8'), path.relative(SRC, file)).not.toMatch(
        /^import[^;]*from ['"][^'"]*urdu-fonts['"]/m,
      );
    }
  });
});
