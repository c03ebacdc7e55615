import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import {
  SearchFields,
  type SearchValues,
  searchParamsOf,
} from '@/features/listings/components/search-fields';
import { partLoader, ReadingPart } from '../reading-part';

// The heading and the filters paint with the shell; the results, with the query client, come
// after that paint (the search itself was asked for by main.tsx, app/screens.ts).
const results = partLoader(() => import('./listings/results').then((module) => module.Results));

/** A navigation here waits for the results' code too (app/router.tsx). */
export const preloadReads = () => results.preload();

function valuesOf(params: URLSearchParams): SearchValues {
  return {
    type: params.get('type') ?? '',
    city: params.get('city') ?? '',
    text: params.get('text') ?? '',
  };
}

/** /listings: the URL holds type, city, text and page (page only above 1). */
export default function ListingsRoute() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = valuesOf(params);
  const [draft, setDraft] = useState(applied);
  const appliedKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the URL
  useEffect(() => setDraft(valuesOf(params)), [appliedKey]);

  const go = (values: SearchValues, nextPage = 1) => {
    setParams(searchParamsOf(values, nextPage));
    window.scrollTo({ top: 0 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };

  return (
    <section className="page" aria-labelledby="listings-title">
      <h1 id="listings-title">
        <Trans>Find Wedding Vendors</Trans>
      </h1>
      <form className="filter-panel" onSubmit={submit} aria-label={t`Filter vendors`}>
        <SearchFields values={draft} onChange={setDraft} />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      <ReadingPart
        part={results}
        props={{ params, applied, go }}
        fallback={<Spinner label={t`Searching vendors...`} />}
      />
    </section>
  );
}
