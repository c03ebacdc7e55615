// /api/business/*: the signed-in owner's own business (docs/product/business-desk.md#calls,
// docs/product/resources.md#calls); /api/businesses/*: the customer dashboard's vendor search
// and details (docs/product/discovery.md#calls, docs/product/booking.md#dashboard-search). Each
// route is declared once with its API document. Ids are digits only (http/id-param.ts): a word
// after /business/ is another router's (halls, resources, walkins).
import {
  businessDetailsSchema,
  businessEditSchema,
  businessOwnerSchema,
  dashboardSearchQuerySchema,
  dashboardSearchResponseSchema,
  ownedBusinessSchema,
} from '@baraat/shared/schemas/businesses';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  packageSchema,
  vendorReviewSchema,
  vendorSlotDayQuerySchema,
} from '@baraat/shared/schemas/vendor-profile';
import { z } from 'zod';
import { ownedBusinessAt, ownedBusinessInPath } from '../../http/owned-business';
import { plainReadsOf, routesOf } from '../../http/route';
import { businessNotFound, notYourBusiness, vendorSlotList } from '../../openapi/answers';
import { PROFILE_REVIEWS } from '../listings/service';
import type { BusinessesService } from './service';

const route = routesOf<{ businesses: BusinessesService }>();
/** A vendor's public details, slots of a day, packages and reviews: plain reads (http/plain-reads.ts). */
const plainRead = plainReadsOf<{ businesses: BusinessesService }>();
const tag = 'Businesses';

export const businessRoutes = [
  route(
    {
      method: 'get',
      path: '/business/my-business',
      tag,
      summary: "The owner's business",
      access: 'business',
      desk: 'desk',
      responses: {
        200: ownedBusinessSchema,
        404: { description: '`No business is registered to this account`.' },
      },
    },
    ({ business }, { businesses }) => businesses.profile(business.businessId),
  ),
  route(
    {
      method: 'get',
      path: '/business/:id',
      tag,
      summary: "The owner's business, by its id",
      access: 'business',
      desk: 'desk',
      params: idParamSchema,
      responses: { 200: ownedBusinessSchema, 404: notYourBusiness },
    },
    ({ params, ctx }, { businesses }) =>
      businesses.profile(ownedBusinessAt(ctx, params.id).businessId),
  ),
  route(
    {
      method: 'put',
      path: '/business/:id',
      tag,
      summary: "Edit the owner's business profile",
      description:
        'Only the name is required. A field left out keeps its value; a blank one clears it. Web addresses must start with http:// or https://. The slug stays, so links already shared still open the profile.',
      access: 'business',
      desk: 'settings',
      params: idParamSchema,
      body: businessEditSchema,
      responses: { 200: ownedBusinessSchema, 404: notYourBusiness },
    },
    ({ business, body }, { businesses }) => businesses.updateProfile(business.businessId, body),
    () => [ownedBusinessInPath()],
  ),
  // Public: messaging resolves a vendor's owner as the recipient (docs/product/accounts.md#calls).
  route(
    {
      method: 'get',
      path: '/business/:id/owner',
      tag,
      summary: "Who answers for a vendor's messages",
      access: 'public',
      params: idParamSchema,
      responses: { 200: businessOwnerSchema, 404: businessNotFound },
    },
    ({ params }, { businesses }) => businesses.ownerOf(params.id),
  ),
  route(
    {
      method: 'get',
      path: '/businesses/search',
      tag,
      summary: "The customer dashboard's vendor search",
      description:
        "By text, city, service type, minimum rating and maximum budget; city and service type are names from the dashboard's lists or 'all' (an unknown one is refused on its field). A signed-in customer sees which vendors it saved.",
      access: 'optional',
      query: dashboardSearchQuerySchema,
      responses: { 200: dashboardSearchResponseSchema },
    },
    ({ query, user }, { businesses }) => businesses.search(query, user),
  ),
  plainRead(
    {
      method: 'get',
      path: '/businesses/:id',
      tag,
      summary: "A vendor's profile with its contact fields",
      access: 'public',
      params: idParamSchema,
      responses: { 200: businessDetailsSchema, 404: businessNotFound },
    },
    ({ params }, { businesses }) => businesses.details(params.id),
  ),
  plainRead(
    {
      method: 'get',
      path: '/businesses/:id/slots',
      tag,
      summary: "A vendor's slots on one day",
      description: 'Taken ones included; each names its hall or team (`hall_name`).',
      access: 'public',
      params: idParamSchema,
      query: vendorSlotDayQuerySchema,
      responses: { 200: vendorSlotList, 404: businessNotFound },
    },
    ({ params, query }, { businesses }) => businesses.slotsOn(params.id, query.date),
  ),
  plainRead(
    {
      method: 'get',
      path: '/businesses/:id/packages',
      tag,
      summary: "A vendor's packages",
      access: 'public',
      params: idParamSchema,
      responses: { 200: z.array(packageSchema), 404: businessNotFound },
    },
    ({ params }, { businesses }) => businesses.packages(params.id),
  ),
  plainRead(
    {
      method: 'get',
      path: '/businesses/:id/reviews',
      tag,
      summary: `A vendor's reviews, the latest ${PROFILE_REVIEWS}`,
      access: 'public',
      params: idParamSchema,
      responses: { 200: z.array(vendorReviewSchema), 404: businessNotFound },
    },
    ({ params }, { businesses }) => businesses.reviews(params.id),
  ),
];
