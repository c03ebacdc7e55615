// The reference lists as the API document tells them (docs/product/discovery.md#calls).
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
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Reference lists';

export const catalogOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/easyshadi/cities',
    tag,
    summary: 'The eight cities',
    description: 'Answered as `{cities: [{id, name}]}`.',
    access: 'public',
    responses: { 200: citiesResponseSchema },
  },
  {
    method: 'get',
    path: '/easyshadi/business-types',
    tag,
    summary: 'The fourteen business types, each as an id and a name',
    description: 'Answered as `{business_types: [{id, name}]}`.',
    access: 'public',
    responses: { 200: businessTypesEnvelopeSchema },
  },
  {
    method: 'get',
    path: '/business-types',
    tag,
    summary: 'The fourteen business types',
    description: 'Answered as `[{business_type_id, business_type_name}]`.',
    access: 'public',
    responses: { 200: businessTypesResponseSchema },
  },
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
  {
    method: 'get',
    path: '/service-types',
    tag,
    summary: 'The service types, all or those of one business type',
    access: 'public',
    query: byBusinessTypeQuerySchema,
    responses: { 200: z.array(serviceTypeSchema) },
  },
];
