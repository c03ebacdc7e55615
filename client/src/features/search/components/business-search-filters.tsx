import { DASHBOARD_CITIES, DASHBOARD_SERVICES } from '@baraat/shared/constants/catalog';
import type { FormEvent } from 'react';
import { SearchTextField } from '@/components/search/search-text-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { SearchDraft } from '../business-search-rules';

/** Minimum rating choices besides Any (docs/product/discovery.md#the-customer-screens). */
const MIN_RATINGS = [2, 3, 4] as const;

interface BusinessSearchFiltersProps {
  draft: SearchDraft;
  errors: Partial<Record<string, string>>;
  onChange: (field: keyof SearchDraft, value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}

/** The keyword box and the filter panel; Search or Enter runs the search. */
export function BusinessSearchFilters({
  draft,
  errors,
  onChange,
  onSearch,
  onClear,
}: BusinessSearchFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <search>
      <form aria-label="Search vendors" onSubmit={submit} noValidate>
        <SearchTextField
          label="Search term"
          placeholder="Vendor name, service or keyword"
          maxLength={100}
          value={draft.q}
          onChange={(text) => onChange('q', text)}
        />
        <div className="advanced-filters">
          <SelectField
            label="City"
            value={draft.city}
            onChange={(e) => onChange('city', e.target.value)}
          >
            <option value="all">All cities</option>
            {DASHBOARD_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Service type"
            value={draft.service_type}
            onChange={(e) => onChange('service_type', e.target.value)}
          >
            <option value="all">All services</option>
            {Object.keys(DASHBOARD_SERVICES).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Min rating"
            value={draft.min_rating}
            error={errors.min_rating}
            onChange={(e) => onChange('min_rating', e.target.value)}
          >
            <option value="">Any</option>
            {MIN_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {stars}+ stars
              </option>
            ))}
          </SelectField>
          <TextField
            label="Max budget (Rs)"
            inputMode="numeric"
            placeholder="Any"
            value={draft.max_price}
            error={errors.max_price}
            onChange={(e) => onChange('max_price', e.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            Search
          </button>
          <button type="button" className="button button-secondary" onClick={onClear}>
            Clear filters
          </button>
        </div>
      </form>
    </search>
  );
}
