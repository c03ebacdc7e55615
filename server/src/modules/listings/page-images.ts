// A vendor profile's page comes with its cover named in a `Link` header (http/static-client.ts):
// the cover is the profile's largest paint (docs/architecture.md#3-client), and otherwise the
// browser learns of it only once the page's code has asked for the profile and read it.
import { paths } from '@baraat/shared/constants/app-paths';
import type { PageImages } from '../../http/static-client';
import type { ListingsService } from './service';

const PROFILE_PAGE = new RegExp(`^${paths.vendorProfile.replace(':slug', '([^/]+)')}/?$`);

/** The cover of the business a profile page's address names; nothing for any other page. */
export function profilePageImages(listings: ListingsService): PageImages {
  return async (requestPath) => {
    const slug = PROFILE_PAGE.exec(requestPath)?.[1];
    if (!slug) return [];
    const cover = await listings.coverBySlug(decodeURIComponent(slug));
    return cover ? [cover] : [];
  };
}
