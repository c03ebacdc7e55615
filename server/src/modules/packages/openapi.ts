// The package routes as the API document tells them: the comparison's search
// (docs/product/discovery.md#package-comparison) and the owner's own packages
// (docs/product/resources.md#packages).
import {
  packageInputSchema,
  packageListSchema,
  packagePathSchema,
  packageUpdateSchema,
} from '@baraat/shared/schemas/business-packages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  packageSearchQuerySchema,
  packageSearchResponseSchema,
} from '@baraat/shared/schemas/packages';
import { packageSchema } from '@baraat/shared/schemas/vendor-profile';
import { notYourBusiness } from '../../openapi/answers';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Packages';
const packageNotFound = {
  description: '`Package not found`, or the business is not the caller’s (`Business not found`).',
};

export const packagesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/packages/search',
    tag,
    summary: 'Search packages to compare',
    description:
      'Real packages with their vendor, filtered by category, city, price, rating and guests, and sorted; each says whether its vendor has open slots in the next 30 days (`available`, `limited` for 1 to 3, `unavailable`). Blank parameters count as left out; a limit above 100 is cut to 100.',
    access: 'public',
    query: packageSearchQuerySchema.in,
    responses: { 200: packageSearchResponseSchema.meta({ id: 'PackageSearchResponse' }) },
  },
  {
    method: 'get',
    path: '/business/:id/packages',
    tag,
    summary: "The owner's packages",
    access: 'business',
    params: idParamSchema,
    responses: { 200: packageListSchema, 404: notYourBusiness },
  },
  {
    method: 'post',
    path: '/business/:id/packages',
    tag,
    summary: 'Add a package',
    description:
      'Price in whole rupees, in steps of 100, per guest (`per_person`, the default: total = price × guests) or for the whole event (`per_event`). Duration is 6 hours by default, max guests 100 (0 means no limit). `package_desc` may be sent for `description`.',
    access: 'business',
    params: idParamSchema,
    body: packageInputSchema,
    responses: {
      201: { description: 'The package, as the profile shows it.', schema: packageSchema },
      404: notYourBusiness,
    },
  },
  {
    method: 'put',
    path: '/business/:id/packages/:pid',
    tag,
    summary: 'Edit a package',
    description: 'The fields sent replace the stored ones; the others stay.',
    access: 'business',
    params: packagePathSchema,
    body: packageUpdateSchema,
    responses: { 200: packageSchema, 404: packageNotFound },
  },
  {
    method: 'delete',
    path: '/business/:id/packages/:pid',
    tag,
    summary: 'Delete a package',
    access: 'business',
    params: packagePathSchema,
    responses: { 204: { description: 'Deleted.', schema: null }, 404: packageNotFound },
  },
];
