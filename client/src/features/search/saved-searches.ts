// Saved searches stay on this device (docs/product/discovery.md#the-customer-screens: "Save Search ... sends nothing").
import type { SearchFilters } from './filters';

const KEY = 'baraat.savedSearches';

export interface SavedSearch {
  label: string;
  filters: SearchFilters;
}

export function loadSavedSearches(): SavedSearch[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function storeSavedSearches(searches: SavedSearch[]): void {
  localStorage.setItem(KEY, JSON.stringify(searches));
}
