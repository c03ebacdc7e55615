// A customer's saved vendors (docs/product/discovery.md#calls). Saving checks the vendor through the listings service,
// in the same transaction as the write.
import { type Db, inTransaction, nowIso } from '../../db/connection';
import type { ListingsService } from '../listings/service';
import { presentFavorite, presentFavoriteState } from './presenter';
import { createFavoritesRepo } from './repo';

export function createFavoritesService(db: Db, listings: ListingsService) {
  const favorites = createFavoritesRepo(db);

  /** Saves the business; `added` is false when it was already saved. */
  function add(userId: number, businessId: number) {
    return inTransaction(db, () => {
      listings.assertBusiness(businessId);
      const added = favorites.add(userId, businessId, nowIso());
      return { added, favorite: presentFavorite(favorites.find(userId, businessId)!) };
    });
  }

  return {
    add,
    list: (userId: number) => favorites.list(userId).map(presentFavorite),
    /** The ids of the businesses the user saved, to mark them in search results. */
    savedIds: (userId: number) => new Set(favorites.list(userId).map((row) => row.business_id)),
    check: (userId: number, businessId: number) =>
      presentFavoriteState(businessId, favorites.find(userId, businessId) !== undefined),
    remove: (userId: number, businessId: number) => {
      favorites.remove(userId, businessId);
      return presentFavoriteState(businessId, false);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
