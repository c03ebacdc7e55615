// A photo reads as the vendor profile's media item (the listings presenter's shape).
import type { MediaCount, MediaItem } from '@baraat/shared/schemas/media';
import { presentMedia } from '../listings/service';
import type { StoredMediaRow } from './repo';

export const presentItem = (row: StoredMediaRow): MediaItem => presentMedia(row);

export const presentCount = (n: number): MediaCount => ({ media_count: n });
