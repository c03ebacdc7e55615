// The listings routes as the API document tells them: public discovery, the newest vendors and
// a vendor's profile, slots and calendar (docs/product/discovery.md#calls).
import { businessTypesResponseSchema } from '@baraat/shared/schemas/catalog';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  latestListingsQuerySchema,
  latestListingsResponseSchema,
} from '@baraat/shared/schemas/listings';
import {
  businessSchema,
  vendorCalendarSchema,
  vendorProfileSchema,
  vendorSlotRangeQuerySchema,
  vendorSlugParamSchema,
} from '@baraat/shared/schemas/vendor-profile';
import { z } from 'zod';
import { businessNotFound, vendorSlotList } from '../../openapi/answers';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Listings';

const latest: ApiOperation = {
  method: 'get',
  path: '/listings',
  tag,
  summary: 'The newest vendors',
  description: 'Ten to a page unless `limit` says otherwise (at most 100).',
  access: 'public',
  query: latestListingsQuerySchema.in,
  responses: { 200: latestListingsResponseSchema },
};

export const listingsOperations: ApiOperation[] = [
  latest,
  { ...latest, path: '/listings/', summary: 'The newest vendors (the same, with a slash)' },
  {
    method: 'get',
    path: '/listings/business-types',
    tag,
    summary: 'The business types',
    access: 'public',
    responses: { 200: businessTypesResponseSchema },
  },
  {
    method: 'get',
    path: '/listings/profile/:slug',
    tag,
    summary: "A vendor's profile, by its slug",
    description:
      'The business with its packages, services, reviews, rating per star, 60 days of slots, photos (the thumbnail first) and similar vendors.',
    access: 'public',
    params: vendorSlugParamSchema,
    responses: { 200: vendorProfileSchema, 404: businessNotFound },
  },
  {
    method: 'get',
    path: '/listings/:id',
    tag,
    summary: "A vendor's profile, by its id",
    access: 'public',
    params: idParamSchema,
    responses: { 200: vendorProfileSchema, 404: businessNotFound },
  },
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
  {
    method: 'get',
    path: '/listings/slots/:id',
    tag,
    summary: "A vendor's slots between two dates",
    description:
      'From `start` (today by default) to `end` (30 days on by default), at most 186 days apart. Each slot names its hall or team (`hall_name`), so two slots at one time are told apart.',
    access: 'public',
    params: idParamSchema,
    query: vendorSlotRangeQuerySchema.in,
    responses: { 200: vendorSlotList, 404: businessNotFound },
  },
  {
    method: 'get',
    path: '/listings/calendar/:id',
    tag,
    summary: "A vendor's open and total slots per day",
    access: 'public',
    params: idParamSchema,
    responses: { 200: vendorCalendarSchema, 404: businessNotFound },
  },
];
