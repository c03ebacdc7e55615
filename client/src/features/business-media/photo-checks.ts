// The checks a photo passes in the browser before any byte is sent (docs/product/texts.md#limits), with the texts
// the server answers when they are skipped.
import {
  MEDIA_IMAGE_TYPES,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_PER_BUSINESS,
  MEDIA_TEXTS,
} from '@baraat/shared/constants/business-media';

// Some systems label JPEG files image/jpg.
const ACCEPTED_TYPES: readonly string[] = [...MEDIA_IMAGE_TYPES, 'image/jpg'];

/** What the file picker offers. */
export const PHOTO_ACCEPT = MEDIA_IMAGE_TYPES.join(',');

/** Why this file cannot be uploaded, or null when it may be. */
export function photoProblem(file: Pick<File, 'type' | 'size'>, photoCount: number) {
  if (!ACCEPTED_TYPES.includes(file.type)) return MEDIA_TEXTS.invalidType;
  if (file.size > MEDIA_MAX_FILE_BYTES) return MEDIA_TEXTS.tooLarge;
  if (photoCount >= MEDIA_MAX_PER_BUSINESS) return MEDIA_TEXTS.tooMany;
  return null;
}
