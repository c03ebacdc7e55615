import { VendorCity } from './vendor-city';

/** A vendor's name as its owner wrote it, kept as written in either language, then its city
 * (docs/product/discovery.md#vendors-of-one-name): what `vendorName` of shared/ writes as text. */
export function VendorName({ name, city }: { name: string; city: string | null | undefined }) {
  return (
    <>
      <bdi translate="no">{name}</bdi>
      <VendorCity city={city} />
    </>
  );
}
