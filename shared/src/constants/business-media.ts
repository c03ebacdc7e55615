// Photo limits and the spec's texts for the owner's media (docs/product/texts.md#limits),
// shown by the server's refusals and the client's own checks alike.

export const MEDIA_MAX_PER_BUSINESS = 10;
export const MEDIA_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What the upload accepts, by content (the server) and by declared type (the picker). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MEDIA_TEXTS = {
  invalidType: 'Please select a valid image file (JPEG, PNG, WebP)',
  tooLarge: 'File size must be less than 5MB',
  tooMany: 'Maximum 10 photos allowed per business',
  /** Not in the spec: a picture whose pixels would not fit in memory to decode. */
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
  fileRequired: 'Please choose a photo to upload',
  loadFailed: 'Failed to load media',
  uploadFailed: 'Failed to upload photo',
  deleteFailed: 'Failed to delete photo',
  thumbnailFailed: 'Failed to set thumbnail',
  uploaded: 'Photo uploaded successfully!',
  deleted: 'Photo deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this photo?',
  mediaNotFound: 'Media not found',
  noThumbnail: 'No thumbnail set for this business',
} as const;
