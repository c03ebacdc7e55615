// The reference lists as the API answers them (docs/product/accounts.md#what-an-account-holds, docs/product/discovery.md#calls, docs/product/resources.md#calls): the easyshadi
// paths in their {cities} / {business_types} envelope with {id, name}, the others in the
// entity field names. The lists themselves live in constants/catalog.ts.
import { z } from 'zod';
import { tx } from '../i18n/text';
import { businessTypeRefSchema } from './common';

const id = z.number().int();
const named = z.strictObject({ id, name: z.string() });

/** ?business_type_id= of /event-types and /service-types. */
export const byBusinessTypeQuerySchema = z.object({
  business_type_id: z.coerce
    .number({ error: tx('business_type_id must be a number') })
    .int({ error: tx('business_type_id must be a number') })
    .positive({ error: tx('business_type_id must be a number') })
    .optional(),
});

export const citiesResponseSchema = z.strictObject({ cities: z.array(named) });
export const businessTypesEnvelopeSchema = z.strictObject({ business_types: z.array(named) });
export const businessTypesResponseSchema = z.array(businessTypeRefSchema);

export const eventTypeSchema = z.strictObject({ event_type_id: id, event_name: z.string() });
export type EventType = z.infer<typeof eventTypeSchema>;

export const serviceTypeSchema = z.strictObject({
  service_type_id: id,
  service_type_name: z.string(),
  business_type_id: id,
  description: z.string(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;
