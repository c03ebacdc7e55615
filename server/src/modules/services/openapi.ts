// The owner's services as the API document tells them (docs/product/resources.md#services).
import {
  addServiceSchema,
  businessServiceListSchema,
  businessServiceSchema,
  SERVICE_ERRORS,
} from '@baraat/shared/schemas/business-services';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { notYourBusiness } from '../../openapi/answers';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Services';

export const servicesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/business/:id/services',
    tag,
    summary: 'The services the business offers',
    access: 'business',
    params: idParamSchema,
    responses: { 200: businessServiceListSchema, 404: notYourBusiness },
  },
  {
    method: 'post',
    path: '/business/:id/services',
    tag,
    summary: 'Offer a service',
    description: `One of the service types of the business's own type (\`${SERVICE_ERRORS.wrongType}\` otherwise).`,
    access: 'business',
    params: idParamSchema,
    body: addServiceSchema,
    responses: {
      201: { description: 'The service, now offered.', schema: businessServiceSchema },
      200: {
        description: 'The business already offered it: the service again.',
        schema: businessServiceSchema,
      },
      404: notYourBusiness,
    },
  },
  {
    method: 'delete',
    path: '/services/:id',
    tag,
    summary: 'Stop offering a service',
    description: 'The id is the business service’s (`service_id`).',
    access: 'business',
    params: idParamSchema,
    responses: {
      204: { description: 'Removed.', schema: null },
      404: {
        description: `\`${SERVICE_ERRORS.notFound}\`: none with that id in the caller’s business.`,
      },
    },
  },
];
