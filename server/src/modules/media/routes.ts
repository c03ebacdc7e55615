// /api/media/*: a vendor's photos (docs/product/business-desk.md#calls). Reading them is public, as the profile shows
// them; uploading, choosing the thumbnail and deleting are the owner's, on its own business.
import path from 'node:path';
import { MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  mediaIdPathSchema,
  mediaPathSchema,
  mediaUploadFieldsSchema,
} from '@baraat/shared/schemas/media';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { fieldError } from '../../http/errors';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { MediaService } from './service';
import { photoUploadParser } from './upload-parser';

/** Where formidable writes uploads while they arrive: DATA_DIR/upload-tmp. */
export const uploadTmpDir = (dataDir: string) => path.join(dataDir, 'upload-tmp');

export function mediaRoutes(media: MediaService, guards: AuthGuards, dataDir: string) {
  const router = new Router<AppState>({ prefix: '/media' });
  const parseUpload = photoUploadParser(uploadTmpDir(dataDir));

  // Both registered, so the API document lists /upload/, the client's address, as well
  // (docs/architecture.md#11-the-api-document).
  router.post(['/upload', '/upload/'], guards.requireOwnedBusiness, parseUpload, async (ctx) => {
    const fields = parseInput(mediaUploadFieldsSchema, ctx.request.body, 'body');
    const file = ctx.request.files?.file;
    if (!file || Array.isArray(file)) throw fieldError('body', 'file', MEDIA_TEXTS.fileRequired);
    const business =
      fields.business_id === undefined
        ? ownedBusiness(ctx)
        : ownedBusinessAt(ctx, fields.business_id);
    const item = await media.upload({
      userId: ctx.state.user!.id,
      claimedUserId: fields.user_id,
      businessId: business.businessId,
      filePath: file.filepath,
    });
    ctx.status = 201;
    ctx.body = item;
  });

  router.get('/business/:id', async (ctx) => {
    ctx.body = await media.list(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/business/:id/count', async (ctx) => {
    ctx.body = await media.count(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/business/:id/thumbnail', async (ctx) => {
    ctx.body = await media.thumbnail(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.post('/business/:id/thumbnail/:mediaId', guards.requireOwnedBusiness, async (ctx) => {
    const { id, mediaId } = parseInput(mediaPathSchema, ctx.params, 'path');
    ctx.body = await media.setThumbnail(ownedBusinessAt(ctx, id).businessId, mediaId);
  });

  router.delete('/:media_id', guards.requireOwnedBusiness, async (ctx) => {
    const { media_id } = parseInput(mediaIdPathSchema, ctx.params, 'path');
    await media.remove(ownedBusiness(ctx).businessId, media_id);
    ctx.status = 204;
  });

  return router;
}
