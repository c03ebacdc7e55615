// @vitest-environment node
// Urdu's faces carry every letter Baraat writes in Urdu (docs/architecture.md#right-to-left):
// the committed faces are Noto's cut down to lib/urdu-letters.ts, and the Urdu catalog, whose
// texts every screen and every server answer in Urdu come from, writes no letter outside them,
// so none of its words falls back to the system's font (which may lack ے and ہ).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isUrduLetter, URDU_LETTER_RANGE, URDU_LETTERS } from '../src/lib/urdu-letters';
import { FONTS_FOLDER, fontSourcePath, subsetUrduFont, URDU_FONT_FILES } from './subset-urdu-fonts';

const catalog = readFileSync(
  fileURLToPath(new URL('../src/locales/ur/messages.po', import.meta.url)),
  'utf8',
);
// The Arabic script's blocks: its letters, supplement, extended and presentation forms.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe("Urdu's faces", () => {
  it('carry every Arabic-script letter the Urdu catalog writes', () => {
    const written = new Set(catalog.match(ARABIC_SCRIPT) ?? []);
    expect(written.size).toBeGreaterThan(30);
    const outside = [...written].filter((letter) => !isUrduLetter(letter));
    expect(
      outside.map((letter) => `U+${letter.codePointAt(0)?.toString(16).toUpperCase()}`),
    ).toEqual([]);
  });

  it("name Urdu's own letters and no Latin one in their range", () => {
    for (const letter of 'ٹڈڑںھہےۓ۔') expect(isUrduLetter(letter)).toBe(true);
    // Latin, and letters of the script Urdu does not write (Sindhi's ڤ, Pashto's ځ).
    for (const letter of 'aZ0 ,.éڤځ') expect(isUrduLetter(letter)).toBe(false);
    expect(URDU_LETTER_RANGE).toContain('U+6D2-6D4');
    const points = [...URDU_LETTERS].map((letter) => letter.codePointAt(0) ?? 0);
    expect(points.filter((point) => point < 0x600)).toEqual([]);
    expect([...URDU_LETTERS].every(isUrduLetter)).toBe(true);
  });

  it('are committed as the subsetter writes them from the @fontsource files', async () => {
    for (const { source, target } of URDU_FONT_FILES) {
      const committed = readFileSync(path.join(FONTS_FOLDER, target));
      const cut = await subsetUrduFont(source);
      expect(cut.equals(committed), `${target}: run npm run fonts:urdu`).toBe(true);
      // Cut down: Noto's Arabic-script files carry other languages' letters too.
      expect(committed.length).toBeLessThan(readFileSync(fontSourcePath(source)).length);
    }
  }, 30_000);
});
