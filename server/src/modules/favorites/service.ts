// A customer's saved vendors (docs/product/discovery.md#calls), on either engine
// (docs/architecture.md#10-two-engines). Saving checks that the vendor is listed in the same
// transaction as the write.
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import { notFound } from '../../http/errors';
import { BUSINESS_NOT_FOUND } from '../../http/owned-business';
import { presentFavorite, presentFavoriteState } from './presenter';
import { favoritesRepo as favorites } from './repo';

export function createFavoritesService(db: Database) {
  /** Saves the business; `added` is false when it was already saved. */
  function* addStep(userId: number, businessId: number) {
    if (!(yield* favorites.isLive(businessId))) throw notFound(BUSINESS_NOT_FOUND);
    const added = yield* favorites.add(userId, businessId, nowIso());
    return { added, favorite: presentFavorite((yield* favorites.find(userId, businessId))!) };
  }

  return {
    add: (userId: number, businessId: number) => db.transaction(() => addStep(userId, businessId)),
    list: async (userId: number) => (await db.read(favorites.list(userId))).map(presentFavorite),
    check: async (userId: number, businessId: number) =>
      presentFavoriteState(
        businessId,
        (await db.read(favorites.find(userId, businessId))) !== undefined,
      ),
    /** The ids of the businesses the user saved, to mark them in search results. */
    savedIds: async (userId: number) => new Set(await db.read(favorites.savedIds(userId))),
    remove: async (userId: number, businessId: number) => {
      await db.transaction(() => favorites.remove(userId, businessId));
      return presentFavoriteState(businessId, false);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
