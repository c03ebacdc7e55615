// SQL of a vendor's photos: the profile's list, and the owner's writes and reads.
import { all, get, run } from '../../db/engine';

/** A media row, as a photo reads wherever it is shown (media/presenter.ts). */
export interface MediaRow {
  id: number;
  media_link: string;
  preview_link: string | null;
  media_type: string;
  title: string;
  description: string;
  is_thumbnail: 0 | 1;
  created_at: string;
}

export interface StoredMediaRow extends MediaRow {
  business_id: number;
}

export interface NewMedia {
  business_id: number;
  media_link: string;
  preview_link: string;
  /** Uploads have none; the demo's drawn photos name what they show. */
  title?: string;
  is_thumbnail: 0 | 1;
  created_at: string;
}

const COLUMNS = `id, business_id, media_link, preview_link, media_type, title, description,
  is_thumbnail, created_at`;

/** A vendor's photos' SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const mediaRepo = {
  /** The thumbnail first, then in the order they were added. */
  *ofBusiness(businessId: number) {
    return yield* all<MediaRow>(
      `SELECT id, media_link, preview_link, media_type, title, description, is_thumbnail,
         created_at
       FROM media WHERE business_id = @businessId ORDER BY is_thumbnail DESC, id`,
      { businessId },
    );
  },
  *count(businessId: number) {
    const row = yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM media WHERE business_id = @businessId',
      { businessId },
    );
    return row!.n;
  },
  *byId(id: number) {
    return yield* get<StoredMediaRow>(`SELECT ${COLUMNS} FROM media WHERE id = @id`, { id });
  },
  *thumbnail(businessId: number) {
    return yield* get<StoredMediaRow>(
      `SELECT ${COLUMNS} FROM media WHERE business_id = @businessId AND is_thumbnail = 1`,
      { businessId },
    );
  },
  *oldestId(businessId: number) {
    const row = yield* get<{ id: number }>(
      'SELECT id FROM media WHERE business_id = @businessId ORDER BY id LIMIT 1',
      { businessId },
    );
    return row?.id;
  },
  *insert(row: NewMedia) {
    const inserted = yield* get<{ id: number }>(
      `INSERT INTO media (business_id, media_link, preview_link, media_type, title, is_thumbnail,
         created_at)
       VALUES (@business_id, @media_link, @preview_link, 'image', @title, @is_thumbnail,
         @created_at)
       RETURNING id`,
      { title: '', ...row },
    );
    return inserted!.id;
  },
  *clearThumbnail(businessId: number) {
    yield* run(
      'UPDATE media SET is_thumbnail = 0 WHERE business_id = @businessId AND is_thumbnail = 1',
      { businessId },
    );
  },
  *markThumbnail(id: number) {
    yield* run('UPDATE media SET is_thumbnail = 1 WHERE id = @id', { id });
  },
  *remove(id: number) {
    yield* run('DELETE FROM media WHERE id = @id', { id });
  },
  /** The demo seed's replacement of a new business's placeholders. */
  *removeAllOf(businessId: number) {
    yield* run('DELETE FROM media WHERE business_id = @businessId', { businessId });
  },
};
