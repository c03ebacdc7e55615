// The listings' results: the search the address names, read once the screen's heading and
// filters have painted (app/reading-part.tsx).
import { PAGE_SIZE_DEFAULT } from '@baraat/shared/constants/limits';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useListingsSearch } from '@/features/listings/api/search-listings';
import type { SearchValues } from '@/features/listings/components/search-fields';
import { VendorCard } from '@/features/listings/components/vendor-card';
import { listingsQueryOf, pageOf } from '@/features/listings/search-address';

const SEARCH_ERROR = msg`Failed to search listings. Please try again.`;

export interface ResultsProps {
  params: URLSearchParams;
  applied: SearchValues;
  go: (values: SearchValues, nextPage?: number) => void;
}

export function Results({ params, applied, go }: ResultsProps) {
  const { t, i18n } = useLingui();
  const page = pageOf(params);
  const search = useListingsSearch(listingsQueryOf(params));

  const data = search.data;
  // From the answer, not the URL: while the next page loads, the last answer stays labelled
  // as what it is.
  const shownPage = data?.current_page ?? page;
  const first = data && data.total_count > 0 ? (shownPage - 1) * PAGE_SIZE_DEFAULT + 1 : 0;
  const last = data ? Math.min(shownPage * PAGE_SIZE_DEFAULT, data.total_count) : 0;
  const total = data?.total_count;
  const pages = data?.total_pages;

  return (
    <>
      {search.offline && <OfflineNotice />}
      {search.status === 'error' && (
        <RetryAlert title={t`Search Error`} onRetry={() => void search.refetch()}>
          {i18n._(SEARCH_ERROR)}
        </RetryAlert>
      )}
      {search.isFetching && !data && <Spinner label={t`Searching vendors...`} />}
      {data && data.total_count === 0 && (
        <div className="empty-state">
          <h2>
            <Trans>No vendors found</Trans>
          </h2>
          <p className="muted">
            <Trans>Try another type, city or name.</Trans>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => go({ type: '', city: '', text: '' })}
          >
            <Trans>View All Vendors</Trans>
          </button>
        </div>
      )}
      {data && data.total_count > 0 && (
        <>
          <p className="result-line" role="status">
            <Trans>
              Found {total} vendors · showing {first}–{last} · Page {shownPage} of {pages}
            </Trans>
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
