// A photo reads the same wherever it is shown: the vendor profile's media item.
import type { MediaCount, MediaItem } from '@baraat/shared/schemas/media';
import { isSet } from '../../db/flags';
import type { MediaRow } from './repo';

export function presentMedia(row: MediaRow): MediaItem {
  return {
    media_id: row.id,
    media_link: row.media_link,
    preview_link: row.preview_link ?? row.media_link,
    media_type: row.media_type,
    title: row.title,
    description: row.description,
    is_thumbnail: isSet(row.is_thumbnail),
    created_at: row.created_at,
  };
}

export const presentCount = (n: number): MediaCount => ({ media_count: n });
