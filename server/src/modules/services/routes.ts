// The owner's services (docs/product/resources.md#calls, docs/product/resources.md#services):
// /api/business/{id}/services and /api/services/{id}, each declared once with its API document.
import {
  addServiceSchema,
  businessServiceListSchema,
  businessServiceSchema,
  SERVICE_ERRORS,
} from '@baraat/shared/schemas/business-services';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { ownedBusinessAt, ownedBusinessInPath } from '../../http/owned-business';
import { createdOrFound, routesOf } from '../../http/route';
import { notYourBusiness } from '../../openapi/answers';
import type { ServicesService } from './service';

const route = routesOf<{ services: ServicesService }>();
const tag = 'Services';

export const serviceRoutes = [
  route(
    {
      method: 'get',
      path: '/business/:id/services',
      tag,
      summary: 'The services the business offers',
      access: 'business',
      desk: 'desk',
      params: idParamSchema,
      responses: { 200: businessServiceListSchema, 404: notYourBusiness },
    },
    ({ params, ctx }, { services }) => services.list(ownedBusinessAt(ctx, params.id).businessId),
  ),
  route(
    {
      method: 'post',
      path: '/business/:id/services',
      tag,
      summary: 'Offer a service',
      description: `One of the service types of the business's own type (\`${SERVICE_ERRORS.wrongType}\` otherwise).`,
      access: 'business',
      desk: 'catalog',
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
    async ({ business, body, ctx }, { services }) => {
      const { created, service } = await services.add(business, body.service_type_id);
      return createdOrFound(ctx, created, service);
    },
    () => [ownedBusinessInPath()],
  ),
  route(
    {
      method: 'delete',
      path: '/services/:id',
      tag,
      summary: 'Stop offering a service',
      description: 'The id is the business service’s (`service_id`).',
      access: 'business',
      desk: 'catalog',
      params: idParamSchema,
      responses: {
        204: { description: 'Removed.', schema: null },
        404: {
          description: `\`${SERVICE_ERRORS.notFound}\`: none with that id in the caller’s business.`,
        },
      },
    },
    async ({ business, params }, { services }) => {
      await services.remove(business, params.id);
    },
  ),
];
