/** A profile's path under the API, as the screen's query asks for it. */
export const vendorProfilePath = (slug: string) => `listings/profile/${encodeURIComponent(slug)}`;

/** The API's URL for a profile: main.tsx asks for it early (app/screens.ts), the screen reads it. */
export const vendorProfileUrl = (slug: string) => `/api/${vendorProfilePath(slug)}`;
