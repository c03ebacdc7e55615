// The owner's photos (docs/product/booking.md#the-booking-lifecycle, §5, §7.7): at most 10 per business, exactly one thumbnail while
// there are any, files written before the row and removed when the row is not.
import { readFile } from 'node:fs/promises';
import { MEDIA_MAX_PER_BUSINESS, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import type { MediaCount, MediaItem } from '@baraat/shared/schemas/media';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { fieldError, notFound, unprocessable } from '../../http/errors';
import type { ListingsService } from '../listings/service';
import { encodePhoto, removePhotoFiles, storePhoto } from './photo-files';
import { presentCount, presentMedia } from './presenter';
import { createMediaRepo } from './repo';

export interface UploadInput {
  userId: number;
  /** The form's user_id, when sent. */
  claimedUserId?: number;
  /** The caller's own business (the route checked the form's business_id). */
  businessId: number;
  /** formidable's temporary file. */
  filePath: string;
}

/** A vendor's photos as its public profile shows them (the listings read model's). */
export function createMediaReads(db: Db) {
  const repo = createMediaRepo(db);
  return { ofBusiness: (businessId: number) => repo.ofBusiness(businessId).map(presentMedia) };
}

export type MediaReads = ReturnType<typeof createMediaReads>;

export function createMediaService(db: Db, mediaDir: string, listings: ListingsService) {
  const repo = createMediaRepo(db);

  function ownPhoto(businessId: number, mediaId: number) {
    const row = repo.byId(mediaId);
    if (!row || row.business_id !== businessId) throw notFound(MEDIA_TEXTS.mediaNotFound);
    return row;
  }

  const refuseWhenFull = (businessId: number) => {
    if (repo.count(businessId) >= MEDIA_MAX_PER_BUSINESS) {
      throw unprocessable(MEDIA_TEXTS.tooMany);
    }
  };

  async function upload(input: UploadInput): Promise<MediaItem> {
    if (input.claimedUserId !== undefined && input.claimedUserId !== input.userId) {
      throw fieldError('body', 'user_id', 'user_id must be the signed-in user');
    }
    const { businessId } = input;
    // Refused before the costly decoding; checked again with the insert below.
    refuseWhenFull(businessId);
    const photo = await encodePhoto(await readFile(input.filePath));
    const stored = await storePhoto(mediaDir, businessId, photo);
    try {
      return presentMedia(
        inTransaction(db, () => {
          refuseWhenFull(businessId);
          const id = repo.insert({
            business_id: businessId,
            media_link: stored.mediaLink,
            preview_link: stored.previewLink,
            // The first photo becomes the thumbnail.
            is_thumbnail: repo.thumbnail(businessId) ? 0 : 1,
            created_at: nowIso(),
          });
          return repo.byId(id)!;
        }),
      );
    } catch (error) {
      await removePhotoFiles(mediaDir, [stored.mediaLink, stored.previewLink]);
      throw error;
    }
  }

  function setThumbnail(businessId: number, mediaId: number): MediaItem {
    return presentMedia(
      inTransaction(db, () => {
        ownPhoto(businessId, mediaId);
        repo.clearThumbnail(businessId);
        repo.markThumbnail(mediaId);
        return repo.byId(mediaId)!;
      }),
    );
  }

  async function remove(businessId: number, mediaId: number): Promise<void> {
    const removed = inTransaction(db, () => {
      const row = ownPhoto(businessId, mediaId);
      repo.remove(mediaId);
      if (row.is_thumbnail === 1) {
        const next = repo.oldestId(businessId);
        if (next !== undefined) repo.markThumbnail(next);
      }
      return row;
    });
    await removePhotoFiles(mediaDir, [removed.media_link, removed.preview_link]);
  }

  return {
    /** The public list, as the vendor profile shows it. */
    list: (businessId: number) => {
      listings.assertBusiness(businessId);
      return repo.ofBusiness(businessId).map(presentMedia);
    },
    count: (businessId: number): MediaCount => {
      listings.assertBusiness(businessId);
      return presentCount(repo.count(businessId));
    },
    thumbnail: (businessId: number): MediaItem => {
      listings.assertBusiness(businessId);
      const row = repo.thumbnail(businessId);
      if (!row) throw notFound(MEDIA_TEXTS.noThumbnail);
      return presentMedia(row);
    },
    upload,
    setThumbnail,
    remove,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
