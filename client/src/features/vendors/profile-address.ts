/** The API's URL for a profile: main.tsx asks for it early (app/screens.ts), the screen reads it. */
export const vendorProfileUrl = (slug: string) =>
  `/api/listings/profile/${encodeURIComponent(slug)}`;
