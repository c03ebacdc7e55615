// The reference lists (docs/product/accounts.md#what-an-account-holds,
// docs/product/discovery.md#calls, docs/product/resources.md#calls), each declared once with its
// API document. The easyshadi paths answer in the {cities} / {business_types} envelope with
// {id, name}; the others in the entity field names.
import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import {
  businessTypesEnvelopeSchema,
  businessTypesResponseSchema,
  byBusinessTypeQuerySchema,
  citiesResponseSchema,
  eventTypeSchema,
  serviceTypeSchema,
} from '@baraat/shared/schemas/catalog';
import { z } from 'zod';
import { routesOf } from '../../http/route';
import type { CatalogService } from './service';

const route = routesOf<{ catalog: CatalogService }>();
const tag = 'Reference lists';

export const catalogRoutes = [
  route(
    {
      method: 'get',
      path: '/easyshadi/cities',
      tag,
      summary: 'The eight cities',
      description: 'Answered as `{cities: [{id, name}]}`.',
      access: 'public',
      responses: { 200: citiesResponseSchema },
    },
    (_, { catalog }) => catalog.cities(),
  ),
  route(
    {
      method: 'get',
      path: '/easyshadi/business-types',
      tag,
      summary: 'The fourteen business types, each as an id and a name',
      description: 'Answered as `{business_types: [{id, name}]}`.',
      access: 'public',
      responses: { 200: businessTypesEnvelopeSchema },
    },
    (_, { catalog }) => catalog.businessTypeNames(),
  ),
  route(
    {
      method: 'get',
      path: '/business-types',
      tag,
      summary: 'The fourteen business types',
      description: 'Answered as `[{business_type_id, business_type_name}]`.',
      access: 'public',
      responses: { 200: businessTypesResponseSchema },
    },
    (_, { catalog }) => catalog.businessTypes(),
  ),
  route(
    {
      method: 'get',
      path: '/event-types',
      tag,
      summary: `The event types, in the order the forms offer them: ${EVENT_TYPES.map((type) => type.name).join(', ')}`,
      description:
        'Event types apply to every business type: `business_type_id` is checked, and the whole list answered.',
      access: 'public',
      query: byBusinessTypeQuerySchema,
      responses: { 200: z.array(eventTypeSchema) },
    },
    (_, { catalog }) => catalog.eventTypes(),
  ),
  route(
    {
      method: 'get',
      path: '/service-types',
      tag,
      summary: 'The service types, all or those of one business type',
      access: 'public',
      query: byBusinessTypeQuerySchema,
      responses: { 200: z.array(serviceTypeSchema) },
    },
    ({ query }, { catalog }) => catalog.serviceTypes(query.business_type_id),
  ),
];
