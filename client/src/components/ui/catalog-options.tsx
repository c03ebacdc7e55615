// The fixed reference lists as <option>s (docs/product/accounts.md#what-an-account-holds): names are the values, as the
// listings URL and the search API take them.
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import { useLingui } from '@lingui/react/macro';

export function BusinessTypeOptions({ anyLabel }: { anyLabel: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <option value="">{anyLabel}</option>
      {BUSINESS_TYPES.map((type) => (
        <option key={type.id} value={type.name}>
          {i18n._(type.name)}
        </option>
      ))}
    </>
  );
}

export function CityOptions({ anyLabel }: { anyLabel: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <option value="">{anyLabel}</option>
      {CITIES.map((city) => (
        <option key={city.id} value={city.name}>
          {i18n._(city.name)}
        </option>
      ))}
    </>
  );
}
