import {
  PACKAGE_COMPARE_MAX,
  PACKAGE_SORTS,
  type PackageCard as PackageCardData,
  type PackageSort,
} from '@baraat/shared/schemas/packages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePackageSearch } from '@/features/packages/api/search-packages';
import { addToCompare, isSelected, removeFromCompare } from '@/features/packages/compare-selection';
import { CompareTable } from '@/features/packages/components/compare-table';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  type PackagePageState,
  paramsOf,
  searchQueryOf,
  stateFromParams,
} from '@/features/packages/components/filter-values';
import { PackageCard } from '@/features/packages/components/package-card';
import { PackageFilterPanel } from '@/features/packages/components/package-filter-panel';
import { SORT_LABELS } from '@/features/packages/components/package-labels';

const LOAD_ERROR = msg`Failed to load packages. Please try again.`;

/**
 * /compare-packages: real packages, filtered and sorted, and up to four side by side. The
 * URL keeps the filters, sort and page; the selection lives in this screen's state, so it
 * survives filtering and paging but not leaving the page.
 */
export default function ComparePackagesRoute() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = stateFromParams(params);
  const appliedKey = params.toString();

  const [selected, setSelected] = useState<PackageCardData[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const search = usePackageSearch(searchQueryOf(applied));

  const go = (next: Partial<PackagePageState>) =>
    setParams(paramsOf({ ...applied, page: 1, ...next }));
  const add = (card: PackageCardData) => {
    const result = addToCompare(selected, card);
    setSelected(result.selected);
    setWarning(result.warning);
  };
  const remove = (packageId: number) => {
    setSelected(removeFromCompare(selected, packageId));
    setWarning(null);
  };

  const data = search.data;
  const chosen = selected.length;
  const total = data?.total_count;
  const pages = data?.total_pages;
  const shownPage = applied.page;
  return (
    <section className="page" aria-labelledby="compare-title">
      <h1 id="compare-title">
        <Trans>Compare Packages</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Filter real packages from our vendors and put up to {PACKAGE_COMPARE_MAX} side by side.
        </Trans>
      </p>
      {/* A new address (back, forward, Reset) starts the panel over from it. */}
      <PackageFilterPanel
        key={appliedKey}
        applied={applied.filters}
        onApply={(filters) => go({ filters })}
        onReset={() => go({ filters: DEFAULT_FILTERS, sort: DEFAULT_SORT })}
      />

      <section className="compare-selection" aria-labelledby="selection-title">
        <h2 id="selection-title">
          <Trans>
            Your comparison ({chosen} of {PACKAGE_COMPARE_MAX})
          </Trans>
        </h2>
        {warning && (
          <p className="alert alert-warning" role="alert">
            {warning}
          </p>
        )}
        {selected.length === 0 ? (
          <p className="muted">
            <Trans>Choose Add to compare on the packages you like.</Trans>
          </p>
        ) : (
          <CompareTable selected={selected} onRemove={remove} />
        )}
      </section>

      <section aria-labelledby="packages-title">
        <div className="compare-toolbar">
          <h2 id="packages-title">
            <Trans>Packages</Trans>
          </h2>
          <label className="compare-sort">
            <Trans>Sort by</Trans>
            <select
              value={applied.sort}
              onChange={(e) => go({ sort: e.target.value as PackageSort })}
            >
              {PACKAGE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {i18n._(SORT_LABELS[sort])}
                </option>
              ))}
            </select>
          </label>
        </div>

        {search.status === 'error' && (
          <div className="alert alert-error" role="alert">
            <p>{i18n._(LOAD_ERROR)}</p>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void search.refetch()}
            >
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
        {search.isFetching && !data && <Spinner label={t`Loading packages...`} />}
        {search.status !== 'error' && data?.total_count === 0 && (
          <div className="empty-state">
            <h3>
              <Trans>No packages found</Trans>
            </h3>
            <p className="muted">
              <Trans>Try adjusting your search criteria or filters</Trans>
            </p>
          </div>
        )}
        {search.status !== 'error' && data && data.total_count > 0 && (
          <>
            <p className="result-line" role="status">
              <Trans>
                Found {total} packages · Page {shownPage} of {pages}
              </Trans>
            </p>
            <div className="vendor-grid" aria-busy={search.isFetching}>
              {data.packages.map((card) => (
                <PackageCard
                  key={card.package_id}
                  card={card}
                  added={isSelected(selected, card.package_id)}
                  onAdd={add}
                />
              ))}
            </div>
            <Pagination
              label={t`Package pages`}
              page={applied.page}
              totalPages={data.total_pages}
              onChange={(page) => {
                go({ page });
                document.getElementById('packages-title')?.scrollIntoView();
              }}
            />
          </>
        )}
      </section>
    </section>
  );
}
