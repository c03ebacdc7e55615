// A vendor's photos as the API document tells them (docs/product/business-desk.md#calls):
// reading them is public; uploading, choosing the thumbnail and deleting are the owner's.
import { MEDIA_MAX_PER_BUSINESS, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  mediaCountSchema,
  mediaIdPathSchema,
  mediaItemSchema,
  mediaPathSchema,
  mediaUploadFieldsSchema,
} from '@baraat/shared/schemas/media';
import { z } from 'zod';
import { businessNotFound, notYourBusiness } from '../../openapi/answers';
import type { ApiOperation } from '../../openapi/operation';
import { MALFORMED_UPLOAD } from './upload-parser';

const tag = 'Photos';
const photo = mediaItemSchema;
const mediaNotFound = {
  description: `\`${MEDIA_TEXTS.mediaNotFound}\`: no photo with that id in the caller’s business.`,
};

/** The form as a browser sends it: the file, and the text fields the route reads. */
const uploadForm = mediaUploadFieldsSchema.extend({
  file: z.file().meta({
    description: 'The photo: a JPEG, PNG or WebP of at most 5 MB and 40 megapixels.',
  }),
});

const upload: ApiOperation = {
  method: 'post',
  path: '/media/upload/',
  tag,
  summary: 'Upload a photo',
  description: `One photo per request, as \`multipart/form-data\`. The file is read by its content, not its name or declared type; it is stored upright as WebP without its EXIF, with a 400 px preview. \`user_id\` and \`business_id\`, when sent, must be the caller's. The first photo becomes the thumbnail; at most ${MEDIA_MAX_PER_BUSINESS} per business.`,
  access: 'business',
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
};

export const mediaOperations: ApiOperation[] = [
  upload,
  { ...upload, path: '/media/upload', summary: 'Upload a photo (the same, without the slash)' },
  {
    method: 'get',
    path: '/media/business/:id',
    tag,
    summary: "A vendor's photos, the thumbnail first",
    access: 'public',
    params: idParamSchema,
    responses: { 200: z.array(photo), 404: businessNotFound },
  },
  {
    method: 'get',
    path: '/media/business/:id/count',
    tag,
    summary: 'How many photos a vendor has',
    access: 'public',
    params: idParamSchema,
    responses: { 200: mediaCountSchema, 404: businessNotFound },
  },
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
  {
    method: 'post',
    path: '/media/business/:id/thumbnail/:mediaId',
    tag,
    summary: 'Choose the thumbnail',
    description: 'The chosen photo becomes the only thumbnail.',
    access: 'business',
    params: mediaPathSchema,
    responses: {
      200: photo,
      404: {
        description: `\`${MEDIA_TEXTS.mediaNotFound}\`, or \`Business not found\`: the id is not the caller’s business.`,
      },
    },
  },
  {
    method: 'delete',
    path: '/media/:media_id',
    tag,
    summary: 'Delete a photo',
    description: 'Its files go too. When it was the thumbnail, the oldest photo left becomes it.',
    access: 'business',
    params: mediaIdPathSchema,
    responses: { 204: { description: 'Deleted.', schema: null }, 404: mediaNotFound },
  },
];
