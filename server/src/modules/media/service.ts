// The owner's photos (docs/product/booking.md#the-booking-lifecycle): at most 10 per business, exactly one thumbnail while
// there are any, files written before the row and removed when the row is not.
import { readFile } from 'node:fs/promises';
import { MEDIA_MAX_PER_BUSINESS, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { tx } from '@baraat/shared/i18n/text';
import type { MediaCount, MediaItem } from '@baraat/shared/schemas/media';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { fieldError, notFound, unprocessable } from '../../http/errors';
import { deskActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { mediaPolicy } from '../../policies/business';
import type { ListingsService } from '../listings/service';
import { encodePhoto, removePhotoFiles, storePhoto } from './photo-files';
import { presentCount, presentMedia } from './presenter';
import { mediaRepo as repo } from './repo';

export interface UploadInput {
  userId: number;
  /** The form's user_id, when sent. */
  claimedUserId?: number;
  /** The caller's own business (the route checked the form's business_id). */
  businessId: number;
  /** formidable's temporary file. */
  filePath: string;
}

/** A vendor's photos as its public profile shows them, as a step (the listings read model's). */
export const mediaReads = {
  *ofBusiness(businessId: number): Step<MediaItem[]> {
    return (yield* repo.ofBusiness(businessId)).map(presentMedia);
  },
};

export function createMediaService(db: Database, mediaDir: string, listings: ListingsService) {
  function* ownPhoto(businessId: number, mediaId: number) {
    return authorize(deskActor({ businessId }), 'change', mediaPolicy, yield* repo.byId(mediaId));
  }

  function* refuseWhenFull(businessId: number) {
    if ((yield* repo.count(businessId)) >= MEDIA_MAX_PER_BUSINESS) {
      throw unprocessable(MEDIA_TEXTS.tooMany);
    }
  }

  async function upload(input: UploadInput): Promise<MediaItem> {
    if (input.claimedUserId !== undefined && input.claimedUserId !== input.userId) {
      throw fieldError('body', 'user_id', tx('user_id must be the signed-in user'));
    }
    const { businessId } = input;
    // Refused before the costly decoding; checked again with the insert below.
    await db.read(refuseWhenFull(businessId));
    const photo = await encodePhoto(await readFile(input.filePath));
    const stored = await storePhoto(mediaDir, businessId, photo);
    const now = nowIso();
    try {
      const row = await db.transaction(function* () {
        yield* refuseWhenFull(businessId);
        const id = yield* repo.insert({
          business_id: businessId,
          media_link: stored.mediaLink,
          preview_link: stored.previewLink,
          // The first photo becomes the thumbnail.
          is_thumbnail: (yield* repo.thumbnail(businessId)) ? 0 : 1,
          created_at: now,
        });
        return (yield* repo.byId(id))!;
      });
      return presentMedia(row);
    } catch (error) {
      await removePhotoFiles(mediaDir, [stored.mediaLink, stored.previewLink]);
      throw error;
    }
  }

  async function setThumbnail(businessId: number, mediaId: number): Promise<MediaItem> {
    const row = await db.transaction(function* () {
      yield* ownPhoto(businessId, mediaId);
      yield* repo.clearThumbnail(businessId);
      yield* repo.markThumbnail(mediaId);
      return (yield* repo.byId(mediaId))!;
    });
    return presentMedia(row);
  }

  async function remove(businessId: number, mediaId: number): Promise<void> {
    const removed = await db.transaction(function* () {
      const row = yield* ownPhoto(businessId, mediaId);
      yield* repo.remove(mediaId);
      if (row.is_thumbnail === 1) {
        const next = yield* repo.oldestId(businessId);
        if (next !== undefined) yield* repo.markThumbnail(next);
      }
      return row;
    });
    await removePhotoFiles(mediaDir, [removed.media_link, removed.preview_link]);
  }

  return {
    /** The public list, as the vendor profile shows it. */
    list: async (businessId: number) => {
      await listings.assertBusiness(businessId);
      return (await db.read(repo.ofBusiness(businessId))).map(presentMedia);
    },
    count: async (businessId: number): Promise<MediaCount> => {
      await listings.assertBusiness(businessId);
      return presentCount(await db.read(repo.count(businessId)));
    },
    thumbnail: async (businessId: number): Promise<MediaItem> => {
      await listings.assertBusiness(businessId);
      const row = await db.read(repo.thumbnail(businessId));
      if (!row) throw notFound(MEDIA_TEXTS.noThumbnail);
      return presentMedia(row);
    },
    upload,
    setThumbnail,
    remove,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
