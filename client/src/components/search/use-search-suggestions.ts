// The suggestions of a search box (docs/product/discovery.md#suggestions-as-you-type): the
// catalogue's types and cities, and the names of the vendors whose cards the device has saved
// (the offline listings' copy, lib/db.ts), so they come the same with or without signal. The
// suggesting code, the database's module and Dexie load when the box is first entered, not
// with the screen.
import type { SearchSuggestion } from '@baraat/shared/domain/search-suggestions';
import { useCallback, useMemo, useState } from 'react';

type Suggest = (text: string) => SearchSuggestion[];

/** The names on the saved vendor cards; none where the browser keeps no database. */
async function savedVendorNames(): Promise<string[]> {
  try {
    const { database } = await import('@/lib/db');
    const db = await database();
    return (await db.vendorCards.toArray()).map((card) => card.business_name);
  } catch {
    return [];
  }
}

/** Suggestions for the text; `refresh` reads the saved names again (each time the box is
 * entered, so the cards saved since count). */
export function useSearchSuggestions(text: string): {
  suggestions: SearchSuggestion[];
  refresh: () => void;
} {
  const [suggest, setSuggest] = useState<Suggest>();
  const refresh = useCallback(() => {
    void Promise.all([import('@baraat/shared/domain/search-suggestions'), savedVendorNames()]).then(
      ([{ suggestionIndex, suggestSearch }, names]) => {
        const index = suggestionIndex(names);
        setSuggest(() => (typed: string) => suggestSearch(typed, index));
      },
    );
  }, []);
  const suggestions = useMemo(() => suggest?.(text) ?? [], [suggest, text]);
  return { suggestions, refresh };
}
