// Urdu's stylesheet and fonts (styles/urdu.css, docs/architecture.md#right-to-left), fetched
// when Urdu is chosen: a lazy import makes this module and the stylesheet chunks of their own,
// which index.html never names, so an English page neither preloads nor downloads them. The
// faces are Noto's cut down to Urdu's letters (lib/urdu-letters.ts); the service worker keeps
// them for offline use.
import naskh from '@/assets/fonts/noto-naskh-arabic-urdu-400.woff2?url';
import nastaliq from '@/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2?url';
import { URDU_LETTER_RANGE } from './urdu-letters';

/**
 * Urdu's two faces, one weight each: Noto Nastaliq Urdu (~116 KB) for headings and reading
 * text, Noto Naskh Arabic (~14 KB) where room is tight (urdu.css says which is where), and
 * every Urdu line's face until Nastaliq has come.
 */
export const URDU_FACES = {
  nastaliq: { family: 'Noto Nastaliq Urdu', file: nastaliq },
  naskh: { family: 'Noto Naskh Arabic', file: naskh },
} as const;

type Face = (typeof URDU_FACES)[keyof typeof URDU_FACES];

const faces = new Map<Face, Promise<void>>();

const DESCRIPTORS: FontFaceDescriptors = {
  style: 'normal',
  weight: '400',
  display: 'swap',
  unicodeRange: URDU_LETTER_RANGE,
};

/** A face the browser fetches from its address (Naskh's, which index-ur.html preloads). */
function faceFromFile(face: Face): Promise<FontFace> {
  return new FontFace(face.family, `url("${face.file}") format("woff2")`, DESCRIPTORS).load();
}

/**
 * A face whose bytes the page fetches itself, at low priority: Nastaliq, asked for once the
 * first screen has painted, gives way to that screen's photos and data still coming on a slow
 * line. Fetched this way its request is plainly the page's, made from the task that asks for
 * it; a FontFace's own fetch names no initiator, and Lighthouse's simulation of a slow phone
 * then starts it with the page and makes the app's code wait behind its ~116 KB
 * (docs/architecture.md#right-to-left). The service worker answers it from its precache.
 */
async function faceFromBytes(face: Face): Promise<FontFace> {
  const response = await fetch(face.file, { priority: 'low' });
  if (!response.ok) throw new Error(`${face.family}: ${response.status}`);
  return new FontFace(face.family, await response.arrayBuffer(), DESCRIPTORS).load();
}

/**
 * Loads a face once and only then gives it to the page. A face the page knows before it has
 * loaded makes it lay every Urdu line out in the system's letters, and again when the face
 * comes. A failed download (or a browser without the font API) is a rejection the caller may
 * ignore, and may be tried again.
 */
function loadFace(face: Face, fetchFace: (face: Face) => Promise<FontFace>): Promise<void> {
  let loading = faces.get(face);
  if (!loading) {
    loading = Promise.resolve()
      .then(() => fetchFace(face))
      .then((loaded) => {
        document.fonts.add(loaded);
      })
      .catch((error: unknown) => {
        faces.delete(face);
        throw error;
      });
    faces.set(face, loading);
  }
  return loading;
}

/**
 * What the first Urdu screen waits for besides its catalog: the stylesheet, and Naskh, which
 * every Urdu line is laid out in until Nastaliq comes (index-ur.html preloads it beside the
 * app's code). Without a face of its own the first screen is laid out in the system's letters,
 * the dearest layout an Urdu page has: a system whose fonts lack ے and ہ (Debian's DejaVu does)
 * looks each line's letters up anew and finds nothing (docs/architecture.md#right-to-left has
 * the figures). A Naskh that cannot be fetched leaves the system's letters; it holds nothing
 * back.
 */
export async function loadUrduFirstScreen(): Promise<void> {
  await Promise.all([
    import('../styles/urdu.css'),
    loadFace(URDU_FACES.naskh, faceFromFile).catch(() => undefined),
  ]);
}

/**
 * Nastaliq, asked for when the browser is next idle after the first Urdu screen has painted:
 * its ~116 KB on a slow line would otherwise hold that paint back. The page then lays its
 * reading text out once more, in Nastaliq.
 */
export function loadNastaliq(): Promise<void> {
  return loadFace(URDU_FACES.nastaliq, faceFromBytes);
}
