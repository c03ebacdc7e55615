import { useLingui } from '@lingui/react/macro';

/** " · Lahore" after a vendor's name (or its link), so two vendors of one name are told apart
 * wherever vendors are listed (docs/product/discovery.md#vendors-of-one-name). */
export function VendorCity({ city }: { city: string | null | undefined }) {
  const { i18n } = useLingui();
  return city ? <span className="vendor-city"> · {i18n._(city)}</span> : null;
}
