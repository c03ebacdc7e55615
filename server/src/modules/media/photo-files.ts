// What happens to an uploaded photo's bytes (docs/architecture.md#8-versions-on-node-20): its type is read from its content
// (never its name or declared type), it is decoded within a pixel budget, turned upright by
// its EXIF orientation, stripped of metadata (sharp writes none unless asked) and re-encoded
// as WebP twice: a display size and a small preview. Names are random with a hash of the
// content, so /media serves them as immutable.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_IMAGE_TYPES, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';
import { unprocessable } from '../../http/errors';
import { contentHashedName } from '../../http/static-media';

/** 40 megapixels: any phone photo fits; a decompression bomb does not get decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
const DISPLAY_BOX = 1600;
export const PREVIEW_WIDTH = 400;
/** Under DATA_DIR/media, served as /media/uploads/... */
const UPLOADS = 'uploads';

const ACCEPTED: ReadonlySet<string> = new Set(MEDIA_IMAGE_TYPES);

/**
 * A decoded 40-megapixel photo holds about 160 MB: two at a time bound the memory uploads
 * take, however many arrive together; the others wait their turn.
 */
const ENCODES_AT_ONCE = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODES_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  else encoding += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  }
}

// sharp (libvips and its thread pool) is loaded by the first upload, not at start-up: most
// server processes never encode a photo, and loading it costs ~60 MB of resident memory
// (the bench's memory budget, docs/architecture.md#5-measuring-speed). Its operation cache is off: one photo is never encoded twice.
let loading: Promise<(input?: Buffer, options?: SharpOptions) => Sharp> | undefined;
export function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

export interface EncodedPhoto {
  display: Buffer;
  preview: Buffer;
}

export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw unprocessable(MEDIA_TEXTS.invalidType);
  const sharp = await loadSharp();
  // The header alone gives the dimensions (nothing is decoded, so no pixel limit here): a
  // huge picture is refused with its own text before any decoding.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unprocessable(MEDIA_TEXTS.invalidType);
    });
  if (!width || !height) throw unprocessable(MEDIA_TEXTS.invalidType);
  if (width * height > MAX_INPUT_PIXELS) throw unprocessable(MEDIA_TEXTS.tooManyPixels);
  try {
    return await inTurn(async () => {
      const display = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({
          width: DISPLAY_BOX,
          height: DISPLAY_BOX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer();
      const preview = await sharp(display)
        .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      return { display, preview };
    });
  } catch {
    // A truncated or corrupt file behind valid magic bytes: not an image we can show.
    throw unprocessable(MEDIA_TEXTS.invalidType);
  }
}

export interface StoredPhoto {
  mediaLink: string;
  previewLink: string;
}

/** Writes both files under media/uploads/<business>/ and answers their /media links. */
export async function storePhoto(
  mediaDir: string,
  businessId: number,
  photo: EncodedPhoto,
): Promise<StoredPhoto> {
  const folder = path.join(UPLOADS, String(businessId));
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  const stem = randomBytes(9).toString('base64url');
  const display = path.join(folder, contentHashedName(stem, 'webp', photo.display));
  const preview = path.join(folder, contentHashedName(`${stem}-preview`, 'webp', photo.preview));
  const stored = { mediaLink: linkOf(display), previewLink: linkOf(preview) };
  try {
    // wx: a random name that somehow exists is never overwritten.
    await writeFile(path.join(mediaDir, display), photo.display, { flag: 'wx' });
    await writeFile(path.join(mediaDir, preview), photo.preview, { flag: 'wx' });
  } catch (error) {
    await removePhotoFiles(mediaDir, [stored.mediaLink, stored.previewLink]);
    throw error;
  }
  return stored;
}

const linkOf = (relative: string) => `/media/${relative.split(path.sep).join('/')}`;

/**
 * Deletes the files of uploaded photos. Links elsewhere (the shared placeholders of demo
 * vendors) are left alone: other businesses show the same files.
 */
export async function removePhotoFiles(mediaDir: string, links: (string | null)[]) {
  for (const link of links) {
    if (!link?.startsWith(`/media/${UPLOADS}/`)) continue;
    const file = path.resolve(mediaDir, link.slice('/media/'.length));
    if (!file.startsWith(path.resolve(mediaDir, UPLOADS) + path.sep)) continue;
    await rm(file, { force: true });
  }
}
