import { PAGE_SIZE_DEFAULT } from '@baraat/shared/constants/limits';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useListingsSearch } from '@/features/listings/api/search-listings';
import {
  SearchFields,
  type SearchValues,
  searchParamsOf,
} from '@/features/listings/components/search-fields';
import { VendorCard } from '@/features/listings/components/vendor-card';

const SEARCH_ERROR = 'Failed to search listings. Please try again.';

function valuesOf(params: URLSearchParams): SearchValues {
  return {
    type: params.get('type') ?? '',
    city: params.get('city') ?? '',
    text: params.get('text') ?? '',
  };
}

/** /listings: the URL holds type, city, text and page (page only above 1). */
export default function ListingsRoute() {
  const [params, setParams] = useSearchParams();
  const applied = valuesOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(applied);
  const appliedKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the URL
  useEffect(() => setDraft(valuesOf(params)), [appliedKey]);

  const search = useListingsSearch({
    type: applied.type || undefined,
    city: applied.city || undefined,
    text: applied.text || undefined,
    skip: (page - 1) * PAGE_SIZE_DEFAULT,
    limit: PAGE_SIZE_DEFAULT,
  });

  const go = (values: SearchValues, nextPage = 1) => {
    setParams(searchParamsOf(values, nextPage));
    window.scrollTo({ top: 0 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };

  const data = search.data;
  // From the answer, not the URL: while the next page loads, the last answer stays labelled
  // as what it is.
  const shownPage = data?.current_page ?? page;
  const first = data && data.total_count > 0 ? (shownPage - 1) * PAGE_SIZE_DEFAULT + 1 : 0;
  const last = data ? Math.min(shownPage * PAGE_SIZE_DEFAULT, data.total_count) : 0;

  return (
    <section className="page" aria-labelledby="listings-title">
      <h1 id="listings-title">Find Wedding Vendors</h1>
      <form className="filter-panel" onSubmit={submit} aria-label="Filter vendors">
        <SearchFields values={draft} onChange={setDraft} />
        <button type="submit" className="button">
          Search
        </button>
      </form>

      {search.offline && <OfflineNotice />}
      {search.status === 'error' && (
        <RetryAlert title="Search Error" onRetry={() => void search.refetch()}>
          {SEARCH_ERROR}
        </RetryAlert>
      )}
      {search.isFetching && !data && <Spinner label="Searching vendors..." />}
      {data && data.total_count === 0 && (
        <div className="empty-state">
          <h2>No vendors found</h2>
          <p className="muted">Try another type, city or name.</p>
          <button
            type="button"
            className="button"
            onClick={() => go({ type: '', city: '', text: '' })}
          >
            View All Vendors
          </button>
        </div>
      )}
      {data && data.total_count > 0 && (
        <>
          <p className="result-line" role="status">
            Found {data.total_count} vendors · showing {first}–{last} · Page {shownPage} of{' '}
            {data.total_pages}
          </p>
          <div className="vendor-grid" aria-busy={search.isFetching}>
            {data.businesses.map((card) => (
              <VendorCard key={card.business_id} card={card} />
            ))}
          </div>
          <Pagination page={page} totalPages={data.total_pages} onChange={(n) => go(applied, n)} />
        </>
      )}
    </section>
  );
}
