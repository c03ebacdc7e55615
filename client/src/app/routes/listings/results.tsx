// The listings' results: the search the address names, read once the screen's heading and
// filters have painted (app/reading-part.tsx).
import { PAGE_SIZE_DEFAULT } from '@baraat/shared/constants/limits';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useListingsSearch } from '@/features/listings/api/search-listings';
import type { SearchValues } from '@/features/listings/components/search-fields';
import { VendorCard } from '@/features/listings/components/vendor-card';
import { listingsQueryOf, pageOf } from '@/features/listings/search-address';

const SEARCH_ERROR = 'Failed to search listings. Please try again.';

export interface ResultsProps {
  params: URLSearchParams;
  applied: SearchValues;
  go: (values: SearchValues, nextPage?: number) => void;
}

export function Results({ params, applied, go }: ResultsProps) {
  const page = pageOf(params);
  const search = useListingsSearch(listingsQueryOf(params));

  const data = search.data;
  // From the answer, not the URL: while the next page loads, the last answer stays labelled
  // as what it is.
  const shownPage = data?.current_page ?? page;
  const first = data && data.total_count > 0 ? (shownPage - 1) * PAGE_SIZE_DEFAULT + 1 : 0;
  const last = data ? Math.min(shownPage * PAGE_SIZE_DEFAULT, data.total_count) : 0;

  return (
    <>
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
    </>
  );
}
