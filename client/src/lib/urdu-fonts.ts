// Urdu's stylesheet and fonts (styles/urdu.css, docs/architecture.md#right-to-left), fetched
// when Urdu is chosen: a lazy import makes this module and the stylesheet chunks of their own,
// which index.html never names, so an English page neither preloads nor downloads them. The
// service worker keeps the fonts for offline use.
import naskh from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import nastaliq from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';

/**
 * The Arabic-script letters (and the joiners and marks Urdu writes with them) Urdu's faces draw.
 * Latin text in an Urdu page (names, prices, numbers) keeps the system font.
 */
export const URDU_LETTERS =
  'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC';

/**
 * Urdu's two faces, one weight each (~214 KB): Noto Nastaliq Urdu for reading text and Noto
 * Naskh Arabic where room is tight (urdu.css says which is where), their Arabic-script files
 * alone.
 */
export const URDU_FACES = [
  { family: 'Noto Nastaliq Urdu', file: nastaliq },
  { family: 'Noto Naskh Arabic', file: naskh },
] as const;

/** Loads the Urdu stylesheet once; calling it again costs nothing. */
export async function loadUrduStyles(): Promise<void> {
  await import('../styles/urdu.css');
}

let faces: Promise<void> | undefined;

/**
 * Loads Urdu's faces once, asked for when the browser is next idle after the first Urdu screen
 * has painted in the system's letters: ~214 KB of fonts on a slow line would otherwise hold that
 * first paint back. Both are downloaded first and given to the page together, once: a face the
 * page knows but has not yet loaded makes it lay every Urdu line out again in the system's
 * letters (looking each up anew) and then again when the face arrives, the costliest layouts an
 * Urdu page had. Given loaded, the page lays its lines out once, in their own letters.
 */
export function loadUrduFaces(): Promise<void> {
  faces ??= Promise.all(
    URDU_FACES.map(async ({ family, file }) => {
      const face = new FontFace(family, `url("${file}") format("woff2")`, {
        style: 'normal',
        weight: '400',
        display: 'swap',
        unicodeRange: URDU_LETTERS,
      });
      return face.load();
    }),
  ).then(
    (loaded) => {
      for (const face of loaded) document.fonts.add(face);
    },
    (error: unknown) => {
      faces = undefined;
      throw error;
    },
  );
  return faces;
}
