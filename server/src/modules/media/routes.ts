// /api/media/*: a vendor's photos (docs/product/business-desk.md#calls), each route declared once
// with its API document. Reading them is public, as the profile shows them; uploading, choosing
// the thumbnail and deleting are the owner's, on its own business.
import path from 'node:path';
import {
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_PER_BUSINESS,
  MEDIA_TEXTS,
} from '@baraat/shared/constants/business-media';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  mediaCountSchema,
  mediaIdPathSchema,
  mediaItemSchema,
  mediaPathSchema,
  mediaUploadFieldsSchema,
} from '@baraat/shared/schemas/media';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppState } from '../../http/context';
import { fieldError } from '../../http/errors';
import { ownedBusinessAt } from '../../http/owned-business';
import { routesOf } from '../../http/route';
import { parseInput } from '../../http/validate';
import { businessNotFound, notYourBusiness } from '../../openapi/answers';
import { MAX_INPUT_PIXELS, PREVIEW_WIDTH } from './photo-files';
import type { MediaService } from './service';
import { MALFORMED_UPLOAD, photoUploadParser } from './upload-parser';

/** Where formidable writes uploads while they arrive: DATA_DIR/upload-tmp. */
export const uploadTmpDir = (dataDir: string) => path.join(dataDir, 'upload-tmp');

/** The process's one parser of photo uploads, which both upload paths share. */
export const photoUploadsUnder = (dataDir: string) => photoUploadParser(uploadTmpDir(dataDir));

const route = routesOf<{ media: MediaService; photoUploads: Middleware<AppState> }>();
const tag = 'Photos';
const photo = mediaItemSchema;
const mediaNotFound = {
  description: `\`${MEDIA_TEXTS.mediaNotFound}\`: no photo with that id in the caller’s business.`,
};

/** The form as a browser sends it: the file, and the text fields the route reads. */
const uploadForm = mediaUploadFieldsSchema.extend({
  file: z.file().meta({
    description: `The photo: a JPEG, PNG or WebP of at most ${MEDIA_MAX_FILE_BYTES / 1024 / 1024} MB and ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  }),
});

// Both registered, so the API document lists /upload/, the client's address, as well
// (docs/architecture.md#11-the-api-document).
const upload = (uploadPath: string, summary: string) =>
  route(
    {
      method: 'post',
      path: uploadPath,
      tag,
      summary,
      description: `One photo per request, as \`multipart/form-data\`. The file is read by its content, not its name or declared type; it is stored upright as WebP without its EXIF, with a ${PREVIEW_WIDTH} px preview. \`user_id\` and \`business_id\`, when sent, must be the caller's. The first photo becomes the thumbnail; at most ${MEDIA_MAX_PER_BUSINESS} per business.`,
      access: 'business',
      desk: 'catalog',
      multipart: uploadForm,
      responses: {
        201: { description: 'The photo, stored.', schema: photo },
        400: {
          description: `The form cannot be read: \`${MALFORMED_UPLOAD}\`, \`Send one photo per upload\` or \`Upload aborted\`.`,
        },
        404: notYourBusiness,
        413: { description: `\`${MEDIA_TEXTS.tooLarge}\`` },
        422: {
          description: `No file (\`${MEDIA_TEXTS.fileRequired}\`), not an image we take (\`${MEDIA_TEXTS.invalidType}\`), too many pixels (\`${MEDIA_TEXTS.tooManyPixels}\`), a \`user_id\` that is not the caller, or \`${MEDIA_TEXTS.tooMany}\`.`,
        },
      },
    },
    ({ user, business, ctx }, { media }) => {
      const fields = parseInput(mediaUploadFieldsSchema, ctx.request.body, 'body');
      const file = ctx.request.files?.file;
      if (!file || Array.isArray(file)) throw fieldError('body', 'file', MEDIA_TEXTS.fileRequired);
      const target =
        fields.business_id === undefined ? business : ownedBusinessAt(ctx, fields.business_id);
      return media.upload({
        userId: user.id,
        claimedUserId: fields.user_id,
        businessId: target.businessId,
        filePath: file.filepath,
      });
    },
    ({ photoUploads }) => [photoUploads],
  );

export const mediaRoutes = [
  upload('/media/upload/', 'Upload a photo'),
  upload('/media/upload', 'Upload a photo (the same, without the slash)'),
  route(
    {
      method: 'get',
      path: '/media/business/:id',
      tag,
      summary: "A vendor's photos, the thumbnail first",
      access: 'public',
      params: idParamSchema,
      responses: { 200: z.array(photo), 404: businessNotFound },
    },
    ({ params }, { media }) => media.list(params.id),
  ),
  route(
    {
      method: 'get',
      path: '/media/business/:id/count',
      tag,
      summary: 'How many photos a vendor has',
      access: 'public',
      params: idParamSchema,
      responses: { 200: mediaCountSchema, 404: businessNotFound },
    },
    ({ params }, { media }) => media.count(params.id),
  ),
  route(
    {
      method: 'get',
      path: '/media/business/:id/thumbnail',
      tag,
      summary: "A vendor's thumbnail photo",
      description: 'The photo that stands for the vendor on cards and at the top of its profile.',
      access: 'public',
      params: idParamSchema,
      responses: {
        200: photo,
        404: {
          description: `\`${MEDIA_TEXTS.noThumbnail}\` (it has no photo), or \`Business not found\`.`,
        },
      },
    },
    ({ params }, { media }) => media.thumbnail(params.id),
  ),
  route(
    {
      method: 'post',
      path: '/media/business/:id/thumbnail/:mediaId',
      tag,
      summary: 'Choose the thumbnail',
      description: 'The chosen photo becomes the only thumbnail.',
      access: 'business',
      desk: 'catalog',
      params: mediaPathSchema,
      responses: {
        200: photo,
        404: {
          description: `\`${MEDIA_TEXTS.mediaNotFound}\`, or \`Business not found\`: the id is not the caller’s business.`,
        },
      },
    },
    ({ params, ctx }, { media }) =>
      media.setThumbnail(ownedBusinessAt(ctx, params.id).businessId, params.mediaId),
  ),
  route(
    {
      method: 'delete',
      path: '/media/:media_id',
      tag,
      summary: 'Delete a photo',
      description: 'Its files go too. When it was the thumbnail, the oldest photo left becomes it.',
      access: 'business',
      desk: 'catalog',
      params: mediaIdPathSchema,
      responses: { 204: { description: 'Deleted.', schema: null }, 404: mediaNotFound },
    },
    async ({ business, params }, { media }) => {
      await media.remove(business.businessId, params.media_id);
    },
  ),
];
