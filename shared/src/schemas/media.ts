// The owner's photos (docs/product/business-desk.md#calls): the upload's form fields and the answers of the media calls.
// A photo reads as the vendor profile's media item wherever it is shown.
import { z } from 'zod';
import { positiveId } from './fields';
import { vendorMediaSchema } from './vendor-profile';

/** The text fields of POST /media/upload/ (multipart): both optional, both must be the caller's. */
export const mediaUploadFieldsSchema = z.object({
  user_id: positiveId('user_id').optional(),
  business_id: positiveId('business_id').optional(),
});

export const mediaItemSchema = vendorMediaSchema;
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.array(mediaItemSchema);

/** GET /media/business/{id}/count. */
export const mediaCountSchema = z.strictObject({ media_count: z.number().int() });
export type MediaCount = z.infer<typeof mediaCountSchema>;

export const mediaPathSchema = z.object({ id: positiveId('id'), mediaId: positiveId('mediaId') });
export const mediaIdPathSchema = z.object({ media_id: positiveId('media_id') });
