// SQL of a vendor's photos: the profile's list, and the owner's writes and reads.
import type { Db } from '../../db/connection';

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

export function createMediaRepo(db: Db) {
  // The thumbnail first, then in the order they were added.
  const ofBusiness = db.prepare<[number], MediaRow>(
    `SELECT id, media_link, preview_link, media_type, title, description, is_thumbnail, created_at
     FROM media WHERE business_id = ? ORDER BY is_thumbnail DESC, id`,
  );
  const count = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM media WHERE business_id = ?',
  );
  const byId = db.prepare<[number], StoredMediaRow>(`SELECT ${COLUMNS} FROM media WHERE id = ?`);
  const thumbnail = db.prepare<[number], StoredMediaRow>(
    `SELECT ${COLUMNS} FROM media WHERE business_id = ? AND is_thumbnail = 1`,
  );
  const oldest = db.prepare<[number], { id: number }>(
    'SELECT id FROM media WHERE business_id = ? ORDER BY id LIMIT 1',
  );
  const insert = db.prepare<NewMedia>(
    `INSERT INTO media (business_id, media_link, preview_link, media_type, title, is_thumbnail,
       created_at)
     VALUES (@business_id, @media_link, @preview_link, 'image', @title, @is_thumbnail,
       @created_at)`,
  );
  const clearThumbnail = db.prepare<[number]>(
    'UPDATE media SET is_thumbnail = 0 WHERE business_id = ? AND is_thumbnail = 1',
  );
  const markThumbnail = db.prepare<[number]>('UPDATE media SET is_thumbnail = 1 WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM media WHERE id = ?');
  const removeAllOf = db.prepare<[number]>('DELETE FROM media WHERE business_id = ?');

  return {
    ofBusiness: (businessId: number) => ofBusiness.all(businessId),
    count: (businessId: number) => count.get(businessId)!.n,
    byId: (id: number) => byId.get(id),
    thumbnail: (businessId: number) => thumbnail.get(businessId),
    oldestId: (businessId: number) => oldest.get(businessId)?.id,
    insert: (row: NewMedia) => Number(insert.run({ title: '', ...row }).lastInsertRowid),
    clearThumbnail: (businessId: number) => {
      clearThumbnail.run(businessId);
    },
    markThumbnail: (id: number) => {
      markThumbnail.run(id);
    },
    remove: (id: number) => {
      remove.run(id);
    },
    /** The demo seed's replacement of a new business's placeholders. */
    removeAllOf: (businessId: number) => {
      removeAllOf.run(businessId);
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
