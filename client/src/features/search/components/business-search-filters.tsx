import { DASHBOARD_CITIES, DASHBOARD_SERVICES } from '@baraat/shared/constants/catalog';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <search>
      <form aria-label={t`Search vendors`} onSubmit={submit} noValidate>
        <SearchTextField
          label={t`Search term`}
          placeholder={t`Vendor name, service or keyword`}
          maxLength={100}
          value={draft.q}
          onChange={(text) => onChange('q', text)}
        />
        <div className="advanced-filters">
          <SelectField
            label={t`City`}
            value={draft.city}
            onChange={(e) => onChange('city', e.target.value)}
          >
            <option value="all">{t`All cities`}</option>
            {DASHBOARD_CITIES.map((city) => (
              <option key={city} value={city}>
                {i18n._(city)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Service type`}
            value={draft.service_type}
            onChange={(e) => onChange('service_type', e.target.value)}
          >
            <option value="all">{t`All services`}</option>
            {Object.keys(DASHBOARD_SERVICES).map((type) => (
              <option key={type} value={type}>
                {i18n._(type)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Min rating`}
            value={draft.min_rating}
            error={errors.min_rating}
            onChange={(e) => onChange('min_rating', e.target.value)}
          >
            <option value="">{t`Any`}</option>
            {MIN_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {t`${stars}+ stars`}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Max budget (Rs)`}
            inputMode="numeric"
            placeholder={t`Any`}
            value={draft.max_price}
            error={errors.max_price}
            onChange={(e) => onChange('max_price', e.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            <Trans>Search</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </button>
        </div>
      </form>
    </search>
  );
}
