import { PACKAGE_MIN_RATINGS, packageSearchQuerySchema } from '@baraat/shared/schemas/packages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { BusinessTypeOptions, CityOptions } from '@/components/ui/catalog-options';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/use-form';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  draftOf,
  type FilterDraft,
  filtersFromDraft,
  type PackageFilters,
  searchQueryOf,
} from './filter-values';

// Numbers that are not numbers fall back to the defaults (docs/product/discovery.md#filters-and-their-fallbacks); what is left to refuse, a
// price range the wrong way round, the shared query schema says in the panel's words. The
// page already loads the schema's module (its constants), so it is not imported lazily here.
const RULES = {
  schema: async () => packageSearchQuerySchema,
  payload: (draft: FilterDraft) =>
    searchQueryOf({ filters: filtersFromDraft(draft), sort: DEFAULT_SORT, page: 1 }),
} as const;

interface PackageFilterPanelProps {
  /** The filters the page shows now (from its URL). */
  applied: PackageFilters;
  onApply: (filters: PackageFilters) => void;
  onReset: () => void;
}

/** Category, city, price range, minimum rating and guests (docs/product/discovery.md#package-comparison). */
export function PackageFilterPanel({ applied, onApply, onReset }: PackageFilterPanelProps) {
  const { t } = useLingui();
  const form = useForm<FilterDraft, typeof packageSearchQuerySchema>(draftOf(applied), RULES);
  const draft = form.values;
  const set = (key: keyof FilterDraft) => (event: { target: { value: string } }) =>
    form.set(key, event.target.value);
  const show = (filters: PackageFilters) => {
    const shown = draftOf(filters);
    for (const key of Object.keys(shown) as (keyof FilterDraft)[]) form.set(key, shown[key]);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    const filters = filtersFromDraft(draft);
    // Shows what was applied: numbers that were not numbers become the defaults.
    show(filters);
    onApply(filters);
  };
  const reset = () => {
    show(DEFAULT_FILTERS);
    onReset();
  };
  return (
    <form
      className="filter-panel compare-filters"
      onSubmit={(event) => void submit(event)}
      aria-label={t`Filter packages`}
    >
      <SelectField label={t`Category`} value={draft.category} onChange={set('category')}>
        <BusinessTypeOptions anyLabel={t`All categories`} />
      </SelectField>
      <SelectField label={t`City`} value={draft.city} onChange={set('city')}>
        <CityOptions anyLabel={t`All cities`} />
      </SelectField>
      <TextField
        label={t`Min price (Rs)`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={draft.minPrice}
        onChange={set('minPrice')}
      />
      <TextField
        label={t`Max price (Rs)`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={draft.maxPrice}
        onChange={set('maxPrice')}
        error={form.shown.max_price}
      />
      <SelectField label={t`Minimum rating`} value={draft.minRating} onChange={set('minRating')}>
        <option value="">{t`Any`}</option>
        {PACKAGE_MIN_RATINGS.map((rating) => (
          <option key={rating} value={String(rating)}>
            {t`${rating}+ stars`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Max guests`}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={t`Any`}
        hint={t`Packages that fit at least this many guests`}
        value={draft.maxGuests}
        onChange={set('maxGuests')}
      />
      <div className="compare-filter-actions">
        <button type="submit" className="button">
          <Trans>Apply Filters</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={reset}>
          <Trans>Reset</Trans>
        </button>
      </div>
    </form>
  );
}
