// The services a business offers (docs/product/resources.md#services, docs/product/resources.md#calls), chosen from its own type's service
// types; answered in the profile's shape.
import { z } from 'zod';
import { tx } from '../i18n/text';
import { numberFromText } from './fields';
import { vendorServiceSchema } from './vendor-profile';

export const SERVICE_ERRORS = {
  typeRequired: tx('Please select a service'),
  wrongType: tx("This service is not offered for your business's type"),
  notFound: tx('Service not found'),
} as const;

/** POST /business/{id}/services. */
export const addServiceSchema = z.object({
  service_type_id: z.preprocess(
    numberFromText,
    z
      .number({ error: SERVICE_ERRORS.typeRequired })
      .int({ error: SERVICE_ERRORS.typeRequired })
      .positive({ error: SERVICE_ERRORS.typeRequired }),
  ),
});
export const businessServiceSchema = vendorServiceSchema;
export type BusinessService = z.infer<typeof businessServiceSchema>;
export const businessServiceListSchema = z.array(businessServiceSchema);
