// The fixed reference lists as <option>s (docs/product/accounts.md#what-an-account-holds): names are the values, as the
// listings URL and the search API take them.
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';

export function BusinessTypeOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {BUSINESS_TYPES.map((type) => (
        <option key={type.id} value={type.name}>
          {type.name}
        </option>
      ))}
    </>
  );
}

export function CityOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {CITIES.map((city) => (
        <option key={city.id} value={city.name}>
          {city.name}
        </option>
      ))}
    </>
  );
}
