// Cuts Urdu's two Noto faces down to the letters Urdu writes (src/lib/urdu-letters.ts), into
// src/assets/fonts, where they are committed: run it (`npm run fonts:urdu`) after changing
// those letters or the @fontsource packages. The shaping rules for the kept letters stay
// (harfbuzz's subsetter keeps their joined forms and ligatures). urdu-fonts.test.ts fails when
// the committed files are not what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { URDU_LETTERS } from '../src/lib/urdu-letters';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Each face: the @fontsource file it is cut from and the file it is written to. */
export const URDU_FONT_FILES = [
  {
    source: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
    target: 'noto-nastaliq-urdu-urdu-400.woff2',
  },
  {
    source: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    target: 'noto-naskh-arabic-urdu-400.woff2',
  },
] as const;

export const FONTS_FOLDER = path.resolve(here, '../src/assets/fonts');

/** Where an @fontsource file `source` is on disk. */
export const fontSourcePath = (source: string): string => require.resolve(source);

/** The cut face, as woff2. */
export function subsetUrduFont(source: string): Promise<Buffer> {
  return subsetFont(readFileSync(fontSourcePath(source)), URDU_LETTERS, {
    targetFormat: 'woff2',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { source, target } of URDU_FONT_FILES) {
    const cut = await subsetUrduFont(source);
    writeFileSync(path.join(FONTS_FOLDER, target), cut);
    console.log(`${target}: ${cut.length} bytes`);
  }
}
