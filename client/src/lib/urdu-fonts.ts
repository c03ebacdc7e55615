// Urdu's stylesheet and fonts (styles/urdu.css, docs/architecture.md#right-to-left), fetched
// when Urdu is chosen: a lazy import makes this module and the stylesheet chunks of their own,
// which index.html never names, so an English page neither preloads nor downloads them. The
// faces are Noto's cut down to Urdu's letters (lib/urdu-letters.ts); the service worker keeps
// them for offline use.
import naskh from '@/assets/fonts/noto-naskh-arabic-urdu-400.woff2?url';
import nastaliq from '@/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2?url';
import { URDU_LETTER_RANGE } from './urdu-letters';

/**
 * Urdu's two faces, one weight each (~130 KB): Noto Nastaliq Urdu for headings and reading
 * text and Noto Naskh Arabic where room is tight (urdu.css says which is where).
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
 * has painted in the system's letters: fonts on a slow line would otherwise hold that first
 * paint back (preloading even the small Naskh face, waited for or not, painted the first
 * screen later in Lighthouse's slow 4G, measured). Both
 * are downloaded first and given to the page together, once. Given loaded, the page lays its
 * lines out once more, in their own letters: a face the page knew before it had loaded would
 * make it lay every Urdu line out again in the system's letters and then again when the face
 * came, and on a system without Urdu's letters (Debian's DejaVu lacks ے and ہ) that fallback is
 * the dearest layout an Urdu page has. A failed download (or a browser without the font API)
 * is a rejection the caller may ignore, and may be tried again.
 */
export function loadUrduFaces(): Promise<void> {
  faces ??= (async () => {
    const loaded = await Promise.all(
      URDU_FACES.map(({ family, file }) =>
        new FontFace(family, `url("${file}") format("woff2")`, {
          style: 'normal',
          weight: '400',
          display: 'swap',
          unicodeRange: URDU_LETTER_RANGE,
        }).load(),
      ),
    );
    for (const face of loaded) document.fonts.add(face);
  })().catch((error: unknown) => {
    faces = undefined;
    throw error;
  });
  return faces;
}
