import type { ListingCard } from '@baraat/shared/schemas/listings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useComparedVendors } from '@/features/compare-vendors/api/get-compared-vendors';
import { ComparisonTable } from '@/features/compare-vendors/comparison-table';
import { addVendor, MAX_VENDORS, parseIds } from '@/features/compare-vendors/selection';
import { searchListings } from '@/features/listings/api/search-listings';
import { toApiError } from '@/lib/http';

/** /compare-vendors: up to 3 vendors side by side; the choice lives in ?ids= (shareable). */
export default function CompareVendorsRoute() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const compared = useComparedVendors(ids);
  const [text, setText] = useState('');
  const [found, setFound] = useState<ListingCard[] | null>(null);
  const [searchError, setSearchError] = useState<string>();
  const [warning, setWarning] = useState<string>();

  const setIds = (next: number[]) => setParams(next.length ? { ids: next.join(',') } : {});
  const add = (id: number) => {
    const result = addVendor(ids, id);
    setWarning(result.warning);
    setIds(result.ids);
  };
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearchError(undefined);
    try {
      setFound(
        (await searchListings({ text: text.trim() || undefined, skip: 0, limit: 12 })).businesses,
      );
    } catch (error) {
      setSearchError(toApiError(error).message);
    }
  };

  return (
    <section className="page" aria-labelledby="compare-vendors-title">
      <h1 id="compare-vendors-title">
        <Trans>Compare vendors</Trans>
      </h1>
      <p className="muted">
        <Trans>Choose up to {MAX_VENDORS} vendors to see them side by side.</Trans>
      </p>

      {ids.length > 0 && compared.isFetching && !compared.data && (
        <Spinner label={t`Loading vendors...`} />
      )}
      {compared.status === 'error' && (
        <Alert tone="error">
          <Trans>Failed to load vendors. Please try again.</Trans>{' '}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void compared.refetch()}
          >
            <Trans>Retry</Trans>
          </button>
        </Alert>
      )}
      {ids.length > 0 && compared.data && (
        <ComparisonTable
          vendors={compared.data}
          onRemove={(id) => setIds(ids.filter((other) => other !== id))}
        />
      )}
      {ids.length === 0 && (
        <p>
          <Trans>No vendors chosen yet. Search below and add them.</Trans>
        </p>
      )}

      {warning && (
        <p className="field-error" role="alert">
          {warning}
        </p>
      )}
      <form className="filter-panel" onSubmit={search} aria-label={t`Find vendors to compare`}>
        <TextField
          label={t`Vendor name`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {searchError && <Alert tone="error">{searchError}</Alert>}
      {found && found.length === 0 && (
        <p className="muted">
          <Trans>No vendors found</Trans>
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="pick-list">
          {found.map((card) => (
            <li key={card.business_id}>
              <span>
                <strong>{card.business_name}</strong>{' '}
                <span className="muted">
                  · {i18n._(card.business_type)} · {i18n._(card.business_city)}
                </span>
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={ids.includes(card.business_id)}
                onClick={() => add(card.business_id)}
              >
                {ids.includes(card.business_id) ? t`Added` : t`Add to compare`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
