import { PACKAGE_MIN_RATINGS } from '@baraat/shared/schemas/packages';
import type { FormEvent } from 'react';
import { BusinessTypeOptions, CityOptions } from '@/components/ui/catalog-options';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FilterDraft } from './filter-values';

interface PackageFilterPanelProps {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  onApply: () => void;
  onReset: () => void;
  /** Shown under the max price (a range the wrong way round). */
  priceError?: string | undefined;
}

/** Category, city, price range, minimum rating and guests (001 §2 "Package comparison"). */
export function PackageFilterPanel({
  draft,
  onChange,
  onApply,
  onReset,
  priceError,
}: PackageFilterPanelProps) {
  const set = (key: keyof FilterDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="filter-panel compare-filters" onSubmit={submit} aria-label="Filter packages">
      <SelectField label="Category" value={draft.category} onChange={set('category')}>
        <BusinessTypeOptions anyLabel="All categories" />
      </SelectField>
      <SelectField label="City" value={draft.city} onChange={set('city')}>
        <CityOptions anyLabel="All cities" />
      </SelectField>
      <TextField
        label="Min price (PKR)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={draft.minPrice}
        onChange={set('minPrice')}
      />
      <TextField
        label="Max price (PKR)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={draft.maxPrice}
        onChange={set('maxPrice')}
        error={priceError}
      />
      <SelectField label="Minimum rating" value={draft.minRating} onChange={set('minRating')}>
        <option value="">Any</option>
        {PACKAGE_MIN_RATINGS.map((rating) => (
          <option key={rating} value={String(rating)}>
            {rating}+ stars
          </option>
        ))}
      </SelectField>
      <TextField
        label="Max guests"
        type="number"
        inputMode="numeric"
        min={0}
        placeholder="Any"
        hint="Packages that fit at least this many guests"
        value={draft.maxGuests}
        onChange={set('maxGuests')}
      />
      <div className="compare-filter-actions">
        <button type="submit" className="button">
          Apply Filters
        </button>
        <button type="button" className="button button-secondary" onClick={onReset}>
          Reset
        </button>
      </div>
    </form>
  );
}
