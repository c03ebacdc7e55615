// /api/listings/*: public discovery, the newest vendors and a vendor's profile, slots and
// calendar (docs/product/discovery.md#calls), each declared once with its API document. The
// search is the search module's; a vendor's photos are read through /api/media (the media module).
import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import { businessTypesResponseSchema } from '@baraat/shared/schemas/catalog';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  LATEST_LISTINGS_PAGE_SIZE,
  latestListingsQuerySchema,
  latestListingsResponseSchema,
} from '@baraat/shared/schemas/listings';
import {
  businessSchema,
  VENDOR_SLOT_RANGE_DEFAULT_DAYS,
  VENDOR_SLOT_RANGE_MAX_DAYS,
  vendorCalendarSchema,
  vendorProfileSchema,
  vendorSlotRangeQuerySchema,
  vendorSlugParamSchema,
} from '@baraat/shared/schemas/vendor-profile';
import { z } from 'zod';
import { routesOf } from '../../http/route';
import { businessNotFound, vendorSlotList } from '../../openapi/answers';
import type { CatalogService } from '../catalog/service';
import { type ListingsService, PROFILE_SLOT_DAYS } from './service';

const route = routesOf<{ listings: ListingsService; catalog: CatalogService }>();
const tag = 'Listings';

// Both registered, so the API document lists /listings/ as a path of its own: otherwise a tool
// reading it takes /listings/ for /listings/{id} (docs/architecture.md#11-the-api-document).
const latest = (path: string, summary: string) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary,
      description: `${LATEST_LISTINGS_PAGE_SIZE} to a page unless \`limit\` says otherwise (at most ${PAGE_SIZE_MAX}).`,
      access: 'public',
      query: latestListingsQuerySchema,
      responses: { 200: latestListingsResponseSchema },
    },
    ({ query }, { listings }) => listings.latest(query.skip, query.limit),
  );

export const listingsRoutes = [
  latest('/listings', 'The newest vendors'),
  latest('/listings/', 'The newest vendors (the same, with a slash)'),
  route(
    {
      method: 'get',
      path: '/listings/business-types',
      tag,
      summary: 'The business types',
      access: 'public',
      responses: { 200: businessTypesResponseSchema },
    },
    (_, { catalog }) => catalog.businessTypes(),
  ),
  route(
    {
      method: 'get',
      path: '/listings/profile/:slug',
      tag,
      summary: "A vendor's profile, by its slug",
      description: `The business with its packages, services, reviews, rating per star, ${PROFILE_SLOT_DAYS} days of slots, photos (the thumbnail first) and similar vendors.`,
      access: 'public',
      params: vendorSlugParamSchema,
      responses: { 200: vendorProfileSchema, 404: businessNotFound },
    },
    ({ params }, { listings }) => listings.profileBySlug(params.slug),
  ),
  route(
    {
      method: 'get',
      path: '/listings/:id',
      tag,
      summary: "A vendor's profile, by its id",
      access: 'public',
      params: idParamSchema,
      responses: { 200: vendorProfileSchema, 404: businessNotFound },
    },
    ({ params }, { listings }) => listings.profileById(params.id),
  ),
  route(
    {
      method: 'get',
      path: '/listings/user/:id',
      tag,
      summary: 'The businesses of a user',
      description: 'Empty for a user who owns none.',
      access: 'public',
      params: idParamSchema,
      responses: { 200: z.array(businessSchema) },
    },
    ({ params }, { listings }) => listings.ofUser(params.id),
  ),
  route(
    {
      method: 'get',
      path: '/listings/slots/:id',
      tag,
      summary: "A vendor's slots between two dates",
      description: `From \`start\` (today by default) to \`end\` (${VENDOR_SLOT_RANGE_DEFAULT_DAYS} days on by default), at most ${VENDOR_SLOT_RANGE_MAX_DAYS} days apart. Each slot names its hall or team (\`hall_name\`), so two slots at one time are told apart.`,
      access: 'public',
      params: idParamSchema,
      query: vendorSlotRangeQuerySchema,
      responses: { 200: vendorSlotList, 404: businessNotFound },
    },
    ({ params, query }, { listings }) => listings.slots(params.id, query.start, query.end),
  ),
  route(
    {
      method: 'get',
      path: '/listings/calendar/:id',
      tag,
      summary: "A vendor's open and total slots per day",
      access: 'public',
      params: idParamSchema,
      responses: { 200: vendorCalendarSchema, 404: businessNotFound },
    },
    ({ params }, { listings }) => listings.calendar(params.id),
  ),
];
