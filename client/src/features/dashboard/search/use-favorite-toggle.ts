// Saving a vendor from the search results: the heart changes at once and changes back, with
// the spec's toast, when the server refuses (001 §8).
import { useState } from 'react';
import { removeFavorite } from '@/features/dashboard/api';
import { addFavorite } from '@/features/dashboard/api/add-favorite';
import type { DashboardBusiness } from '@/features/dashboard/api/search-businesses';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { SEARCH_TEXTS } from './search-rules';

export function useFavoriteToggle(onChanged?: () => void) {
  // What this user changed here; it wins over the answer the results were drawn from.
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const isSaved = (business: DashboardBusiness) =>
    chosen[business.business_id] ?? business.is_favorited;

  const toggle = async (business: DashboardBusiness) => {
    const id = business.business_id;
    if (busy.has(id)) return;
    const before = isSaved(business);
    setChosen((all) => ({ ...all, [id]: !before }));
    setBusy((ids) => new Set(ids).add(id));
    try {
      if (before) await removeFavorite(id);
      else await addFavorite(id);
      onChanged?.();
    } catch (failure) {
      setChosen((all) => ({ ...all, [id]: before }));
      const fallback = before ? SEARCH_TEXTS.removeFailed : SEARCH_TEXTS.addFailed;
      showToast('error', toApiError(failure).detail ?? fallback);
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
