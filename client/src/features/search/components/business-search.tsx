import type { DashboardBusiness } from '@baraat/shared/schemas/businesses';
// The customer dashboard's vendor search (docs/product/booking.md#dashboard-search): opening it lists every
// vendor, as a browse; the keyword and the filters narrow it when the user runs the search.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { type DashboardSearchFilters, useBusinessSearch } from '../api/search-businesses';
import {
  EMPTY_DRAFT,
  filtersOf,
  SEARCH_TEXTS,
  type SearchDraft,
  searchPayload,
} from '../business-search-rules';
import { BusinessResultCard } from './business-result-card';
import { BusinessSearchFilters } from './business-search-filters';

/** How the page saves a result to favourites; the search only draws the heart. */
export interface ResultFavorites {
  isSaved: (business: DashboardBusiness) => boolean;
  isBusy: (businessId: number) => boolean;
  toggle: (business: DashboardBusiness) => Promise<void>;
}

export interface BusinessSearchProps {
  /** The user chose Book on a result. */
  onBook: (business: DashboardBusiness) => void;
  favorites: ResultFavorites;
}

// The shared query schema checks the panel; zod loads with this tab, not with the dashboard.
const RULES = {
  schema: () =>
    import('@baraat/shared/schemas/businesses').then((s) => s.dashboardSearchQuerySchema),
  payload: searchPayload,
  show: 'submit',
} as const;

/** The server's words when it gave any, else the spec's text. */
function searchError(error: ApiError): string {
  return error.detail ?? error.issues[0]?.msg ?? i18n._(SEARCH_TEXTS.searchFailed);
}

export function BusinessSearch({ onBook, favorites }: BusinessSearchProps) {
  const { t } = useLingui();
  const userId = useSessionStore((state) => state.session?.user.user_id ?? null);
  const form = useForm<SearchDraft, Awaited<ReturnType<typeof RULES.schema>>>(EMPTY_DRAFT, RULES);
  const [filters, setFilters] = useState<DashboardSearchFilters>({});
  const [page, setPage] = useState(1);
  const search = useBusinessSearch(filters, page, userId);

  const run = async () => {
    const checked = await form.check();
    if (!checked.ok) return;
    const next = filtersOf(checked.data);
    // The same search again asks again: the user expects fresh results from Search.
    if (page === 1 && JSON.stringify(next) === JSON.stringify(filters)) {
      void search.refetch();
    } else {
      setFilters(next);
      setPage(1);
    }
  };

  const clear = () => {
    for (const field of Object.keys(EMPTY_DRAFT) as (keyof SearchDraft)[]) {
      form.set(field, EMPTY_DRAFT[field]);
    }
    setFilters({});
    setPage(1);
  };

  // The last answer stays while the next page loads, so focus stays on the pagination.
  const answer = search.status === 'error' ? undefined : search.data;
  const found = answer?.total_count ?? 0;
  return (
    <section aria-labelledby="search-tab-title">
      <h2 id="search-tab-title">
        <Trans>Find vendors</Trans>
      </h2>
      <BusinessSearchFilters
        draft={form.values}
        errors={form.shown}
        onChange={form.set}
        onSearch={() => void run()}
        onClear={clear}
      />
      {search.isFetching && <Spinner label={t`Searching vendors...`} />}
      {search.status === 'error' && (
        <RetryAlert onRetry={() => void search.refetch()}>{searchError(search.error)}</RetryAlert>
      )}
      {answer && answer.total_count === 0 && (
        <p className="empty-state muted">
          <Trans>No vendors found. Try other words or clear some filters.</Trans>
        </p>
      )}
      {answer && answer.total_count > 0 && (
        <>
          <p role="status">
            {t`${plural(found, { one: `${found} vendor found`, other: `${found} vendors found` })}`}
          </p>
          <ul className="related-grid" aria-label={t`Search results`}>
            {answer.businesses.map((business) => (
              <li key={business.business_id}>
                <BusinessResultCard
                  business={business}
                  saved={favorites.isSaved(business)}
                  saving={favorites.isBusy(business.business_id)}
                  onToggleFavorite={() => void favorites.toggle(business)}
                  onBook={() => onBook(business)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={answer.current_page}
            totalPages={answer.total_pages}
            onChange={setPage}
            label={t`Search result pages`}
          />
        </>
      )}
    </section>
  );
}
