// The package routes (docs/product/discovery.md#calls): the comparison's search of real
// packages (docs/product/discovery.md#package-comparison) and the owner's own packages
// (owner-routes.ts), each declared once with its API document.
import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import {
  AVAILABILITY_WINDOW_DAYS,
  LIMITED_AVAILABILITY_MAX,
  packageSearchQuerySchema,
  packageSearchResponseSchema,
} from '@baraat/shared/schemas/packages';
import { routesOf } from '../../http/route';
import { ownerPackageRoutes } from './owner-routes';
import type { PackagesService } from './service';

const route = routesOf<{ packages: PackagesService }>();

export const packageRoutes = [
  route(
    {
      method: 'get',
      path: '/packages/search',
      tag: 'Packages',
      summary: 'Search packages to compare',
      description: `Real packages with their vendor, filtered by category, city, price, rating and guests, and sorted; each says whether its vendor has open slots in the next ${AVAILABILITY_WINDOW_DAYS} days (\`available\`, \`limited\` for 1 to ${LIMITED_AVAILABILITY_MAX}, \`unavailable\`). Blank parameters count as left out; a limit above ${PAGE_SIZE_MAX} is cut to ${PAGE_SIZE_MAX}.`,
      access: 'public',
      query: packageSearchQuerySchema,
      responses: { 200: packageSearchResponseSchema.meta({ id: 'PackageSearchResponse' }) },
    },
    ({ query }, { packages }) => packages.search(query),
  ),
  ...ownerPackageRoutes,
];
