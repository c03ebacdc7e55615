import { useLingui } from '@lingui/react/macro';
import { SearchTextField } from '@/components/search/search-text-field';
import { BusinessTypeOptions, CityOptions } from '@/components/ui/catalog-options';
import { SelectField } from '@/components/ui/select-field';

export interface SearchValues {
  type: string;
  city: string;
  text: string;
}

interface SearchFieldsProps {
  values: SearchValues;
  onChange: (values: SearchValues) => void;
}

/** Business type, city and vendor name: the hero search and the listings filter panel. */
export function SearchFields({ values, onChange }: SearchFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <SelectField
        label={t`Business type`}
        value={values.type}
        onChange={(e) => onChange({ ...values, type: e.target.value })}
      >
        <BusinessTypeOptions anyLabel={t`All types`} />
      </SelectField>
      <SelectField
        label={t`City`}
        value={values.city}
        onChange={(e) => onChange({ ...values, city: e.target.value })}
      >
        <CityOptions anyLabel={t`All cities`} />
      </SelectField>
      <SearchTextField
        label={t`Vendor name`}
        placeholder={t`e.g. Shalimar, studio, mehndi`}
        value={values.text}
        onChange={(text) => onChange({ ...values, text })}
      />
    </>
  );
}

/** Query parameters for the non-empty values only (docs/product/discovery.md#home). */
export function searchParamsOf(values: SearchValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (values.type) params.set('type', values.type);
  if (values.city) params.set('city', values.city);
  if (values.text.trim()) params.set('text', values.text.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}
