import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { SearchTextField } from '@/components/search/search-text-field';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useListingsSearch } from '@/features/listings/api/search-listings';
import { VendorCard } from '@/features/listings/components/vendor-card';
import { FilterPanel } from '@/features/search/filter-panel';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  priceErrors,
  type SearchFilters,
  shouldSearch,
  toQuery,
} from '@/features/search/filters';
import {
  loadSavedSearches,
  type SavedSearch,
  storeSavedSearches,
} from '@/features/search/saved-searches';
import { useDebounced } from '@/lib/use-debounced';

/** /search: every filter, run 500 ms after the last change (docs/product/discovery.md#the-customer-screens). */
export default function SearchRoute() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<SearchFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(true);
  const [saved, setSaved] = useState<SavedSearch[]>(loadSavedSearches);
  const [label, setLabel] = useState('');
  const settled = useDebounced({ filters, page }, 500);
  const errors = priceErrors(filters);
  const filterCount = activeFilterCount(filters);
  const wanted = shouldSearch(settled.filters);
  // A price the schema refuses is shown on its field, not sent for a 422.
  const active = wanted && Object.keys(priceErrors(settled.filters)).length === 0;
  const query = toQuery(settled.filters, settled.page);
  const results = useListingsSearch(active ? query : null);
  const data = active ? results.data : undefined;
  const total = data?.total_count;
  const pages = data?.total_pages;
  const shownPage = settled.page;

  const change = (next: SearchFilters) => {
    setFilters(next);
    setPage(1);
  };
  const saveSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    const next = [
      ...saved.filter((s) => s.label !== label.trim()),
      { label: label.trim(), filters },
    ];
    setSaved(next);
    storeSavedSearches(next);
    setLabel('');
  };
  const removeSaved = (name: string) => {
    const next = saved.filter((s) => s.label !== name);
    setSaved(next);
    storeSavedSearches(next);
  };

  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">
        <Trans>Advanced search</Trans>
      </h1>
      <SearchTextField
        label={t`Search vendors`}
        placeholder={t`Name, service or area`}
        value={filters.query}
        onChange={(query) => change({ ...filters, query })}
      />
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((open) => !open)}
        >
          <Trans>Filters ({filterCount})</Trans>
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => change(DEFAULT_FILTERS)}
        >
          <Trans>Clear all</Trans>
        </button>
      </div>
      {showFilters && <FilterPanel filters={filters} onChange={change} errors={errors} />}
      {!showFilters && Object.keys(errors).length > 0 && (
        <Alert tone="error">{Object.values(errors)[0]}</Alert>
      )}

      <form className="save-search" onSubmit={saveSearch} aria-label={t`Save this search`}>
        <TextField
          label={t`Name this search`}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <button type="submit" className="button button-secondary">
          <Trans>Save Search</Trans>
        </button>
      </form>
      {saved.length > 0 && (
        <ul className="chip-row" aria-label={t`Saved searches`}>
          {saved.map((s) => {
            const name = s.label;
            return (
              <li key={s.label} className="saved-search">
                <button type="button" className="chip" onClick={() => change(s.filters)}>
                  {s.label}
                </button>
                <button
                  type="button"
                  className="chip"
                  aria-label={t`Delete saved search ${name}`}
                  onClick={() => removeSaved(s.label)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {!wanted && (
        <p className="muted">
          <Trans>Type a name or choose a filter to search.</Trans>
        </p>
      )}
      {active && results.isFetching && !data && <Spinner label={t`Searching vendors...`} />}
      {active && results.status === 'error' && <Alert tone="error">{results.error.message}</Alert>}
      {data && data.total_count === 0 && (
        <p className="empty-state">
          <Trans>No vendors found</Trans>
        </p>
      )}
      {data && data.total_count > 0 && (
        <>
          <p className="result-line" role="status">
            <Trans>
              Found {total} vendors · Page {shownPage} of {pages}
            </Trans>
          </p>
          <div className="vendor-grid">
            {data.businesses.map((card) => (
              <VendorCard key={card.business_id} card={card} />
            ))}
          </div>
          <Pagination page={settled.page} totalPages={data.total_pages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
