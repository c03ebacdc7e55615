// /api/business/{id}/packages: the owner's own packages (docs/product/resources.md#calls,
// docs/product/resources.md#packages), each declared once with its API document. {id} is the
// caller's business id, any other is 404, whatever the body (ownedBusinessInPath).
import {
  PACKAGE_DURATION_DEFAULT_HOURS,
  PACKAGE_GUESTS_DEFAULT,
  PACKAGE_PRICE_STEP,
  packageInputSchema,
  packageListSchema,
  packagePathSchema,
  packageUpdateSchema,
} from '@baraat/shared/schemas/business-packages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { packageSchema } from '@baraat/shared/schemas/vendor-profile';
import { ownedBusinessInPath } from '../../http/owned-business';
import { routesOf } from '../../http/route';
import { notYourBusiness } from '../../openapi/answers';
import type { OwnerPackagesService } from './owner-service';

const route = routesOf<{ ownerPackages: OwnerPackagesService }>();
const tag = 'Packages';
const owned = () => [ownedBusinessInPath()];
const packageNotFound = {
  description: '`Package not found`, or the business is not the caller’s (`Business not found`).',
};

export const ownerPackageRoutes = [
  route(
    {
      method: 'get',
      path: '/business/:id/packages',
      tag,
      summary: "The owner's packages",
      access: 'business',
      desk: 'desk',
      params: idParamSchema,
      responses: { 200: packageListSchema, 404: notYourBusiness },
    },
    ({ business }, { ownerPackages }) => ownerPackages.list(business.businessId),
    owned,
  ),
  route(
    {
      method: 'post',
      path: '/business/:id/packages',
      tag,
      summary: 'Add a package',
      description: `Price in whole rupees, in steps of ${PACKAGE_PRICE_STEP}, per guest (\`per_person\`, the default: total = price × guests) or for the whole event (\`per_event\`). Duration is ${PACKAGE_DURATION_DEFAULT_HOURS} hours by default, max guests ${PACKAGE_GUESTS_DEFAULT} (0 means no limit). \`package_desc\` may be sent for \`description\`.`,
      access: 'business',
      desk: 'catalog',
      params: idParamSchema,
      body: packageInputSchema,
      responses: {
        201: { description: 'The package, as the profile shows it.', schema: packageSchema },
        404: notYourBusiness,
      },
    },
    ({ business, body }, { ownerPackages }) => ownerPackages.create(business.businessId, body),
    owned,
  ),
  route(
    {
      method: 'put',
      path: '/business/:id/packages/:pid',
      tag,
      summary: 'Edit a package',
      description: 'The fields sent replace the stored ones; the others stay.',
      access: 'business',
      desk: 'catalog',
      params: packagePathSchema,
      body: packageUpdateSchema,
      responses: { 200: packageSchema, 404: packageNotFound },
    },
    ({ business, params, body }, { ownerPackages }) =>
      ownerPackages.update(business.businessId, params.pid, body),
    owned,
  ),
  route(
    {
      method: 'delete',
      path: '/business/:id/packages/:pid',
      tag,
      summary: 'Delete a package',
      access: 'business',
      desk: 'catalog',
      params: packagePathSchema,
      responses: { 204: { description: 'Deleted.', schema: null }, 404: packageNotFound },
    },
    async ({ business, params }, { ownerPackages }) => {
      await ownerPackages.remove(business.businessId, params.pid);
    },
    owned,
  ),
];
