// Two vendors may share a name (the demo data has several Shalimar Marquees): wherever vendors
// are listed, a vendor is named with its city, "Shalimar Marquee · Lahore"
// (docs/product/discovery.md#vendors-of-one-name).

/** "Shalimar Marquee · Lahore"; the name alone when the city is not known. */
export const vendorName = (name: string, city: string | null | undefined): string =>
  city ? `${name} · ${city}` : name;
