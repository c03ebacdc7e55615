// One wedding as its owner sees it (GET /api/weddings/{id}; docs/product/weddings.md#calls),
// kept on the device once read so the desk's wedding view opens with no signal
// (docs/product/offline.md#the-promise).
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { database, keepCopy } from '@/lib/db';
import { api, call } from '@/lib/http';
import { type OfflineCopy, useOfflineQuery } from '@/lib/offline-query';

export function getWedding(weddingId: number): Promise<Wedding> {
  return call(() => api.get(`weddings/${weddingId}`).json<Wedding>());
}

export const weddingKey = (ownerId: number, weddingId: number) =>
  ['wedding', ownerId, weddingId] as const;

export const savedWeddingKey = (ownerId: number, weddingId: number) => `${ownerId}:${weddingId}`;

/** Keeps the owner's copy of a wedding (the read's answer, or a write's). */
export const saveWedding = (ownerId: number, wedding: Wedding) =>
  keepCopy((db) =>
    db.weddings.put({
      key: savedWeddingKey(ownerId, wedding.wedding_id),
      owner_id: ownerId,
      wedding,
      saved_at: Date.now(),
    }),
  );

function weddingCopy(ownerId: number, weddingId: number): OfflineCopy<Wedding> {
  return {
    save: (wedding) => saveWedding(ownerId, wedding),
    read: async () =>
      (await (await database()).weddings.get(savedWeddingKey(ownerId, weddingId)))?.wedding,
  };
}

/** The wedding; offline, the copy saved when the owner last opened it. */
export function useOwnerWedding(ownerId: number, weddingId: number) {
  return useOfflineQuery({
    queryKey: weddingKey(ownerId, weddingId),
    load: () => getWedding(weddingId),
    copy: weddingCopy(ownerId, weddingId),
    enabled: weddingId > 0,
  });
}
