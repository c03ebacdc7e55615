// Photo limits and the spec's texts for the owner's media (docs/product/texts.md#limits),
// shown by the server's refusals and the client's own checks alike.

import { tx } from '../i18n/text';

export const MEDIA_MAX_PER_BUSINESS = 10;
export const MEDIA_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What the upload accepts, by content (the server) and by declared type (the picker). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MEDIA_TEXTS = {
  invalidType: tx('Please select a valid image file (JPEG, PNG, WebP)'),
  tooLarge: tx('File size must be less than 5MB'),
  tooMany: tx('Maximum 10 photos allowed per business'),
  /** Not in the spec: a picture whose pixels would not fit in memory to decode. */
  tooManyPixels: tx('Image dimensions are too large (at most 40 megapixels)'),
  fileRequired: tx('Please choose a photo to upload'),
  loadFailed: tx('Failed to load media'),
  uploadFailed: tx('Failed to upload photo'),
  deleteFailed: tx('Failed to delete photo'),
  thumbnailFailed: tx('Failed to set thumbnail'),
  uploaded: tx('Photo uploaded successfully!'),
  deleted: tx('Photo deleted successfully!'),
  confirmDelete: tx('Are you sure you want to delete this photo?'),
  mediaNotFound: tx('Media not found'),
  noThumbnail: tx('No thumbnail set for this business'),
} as const;
