// Saving a vendor from a list of results: the heart changes at once and changes back, with
// the spec's toast, when the server refuses (docs/product/discovery.md#texts).
import { useState } from 'react';
import { toApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { addFavorite } from './api/add-favorite';
import { removeFavorite } from './api/remove-favorite';
import { FAVORITE_TEXTS } from './texts';

/** Any vendor a list shows with the answer's own "is it saved" flag. */
export interface FavoritableVendor {
  business_id: number;
  is_favorited: boolean;
}

export interface FavoriteToggle {
  isSaved: (vendor: FavoritableVendor) => boolean;
  isBusy: (businessId: number) => boolean;
  toggle: (vendor: FavoritableVendor) => Promise<void>;
}

export function useFavoriteToggle(onChanged?: () => void): FavoriteToggle {
  // What this user changed here; it wins over the answer the results were drawn from.
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const isSaved = (vendor: FavoritableVendor) => chosen[vendor.business_id] ?? vendor.is_favorited;

  const toggle = async (vendor: FavoritableVendor) => {
    const id = vendor.business_id;
    if (busy.has(id)) return;
    const before = isSaved(vendor);
    setChosen((all) => ({ ...all, [id]: !before }));
    setBusy((ids) => new Set(ids).add(id));
    try {
      if (before) await removeFavorite(id);
      else await addFavorite(id);
      onChanged?.();
    } catch (failure) {
      setChosen((all) => ({ ...all, [id]: before }));
      const fallback = before ? FAVORITE_TEXTS.removeFailed : FAVORITE_TEXTS.addFailed;
      showToast('error', toApiError(failure).detail ?? i18n._(fallback));
    } finally {
      setBusy((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    }
  };

  return { isSaved, isBusy: (id: number) => busy.has(id), toggle };
}
