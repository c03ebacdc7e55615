// /api/weddings and the owner's /api/business/weddings (docs/product/weddings.md#calls), each
// declared once with its API document. Reading: the customer's own weddings, the owner's
// business's, one wedding for either of them (anyone else: 404). The writes are declared in
// write-routes.ts, the money side in plan-routes.ts; this list joins them in the reference's order.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { weddingListSchema } from '@baraat/shared/schemas/wedding-answers';
import { type Route, routesOf } from '../../http/route';
import { type WeddingPlanDeps, weddingPlanRoutes } from './plan-routes';
import type { WeddingsService } from './service';
import {
  bookWeddingRoutes,
  deskWeddingRoutes,
  type WeddingWriteDeps,
  wedding,
} from './write-routes';

/** What the weddings' routes need: their reading, their writes and their money side. */
export interface WeddingRouteDeps {
  weddings: WeddingsService;
  weddingWrites: WeddingWriteDeps;
  weddingPlans: WeddingPlanDeps;
}

const route = routesOf<{ weddings: WeddingsService }>();
const tag = 'Weddings';

const readRoutes = [
  route(
    {
      method: 'get',
      path: '/weddings',
      tag,
      summary: "The customer's weddings",
      access: 'customer',
      responses: { 200: weddingListSchema },
    },
    ({ user }, { weddings }) => weddings.mine(user),
  ),
  route(
    {
      method: 'get',
      path: '/weddings/:id',
      tag,
      summary: 'One wedding: events, total, plan, payments, next instalment',
      description: 'For its customer or the owner of its business; anyone else gets 404.',
      access: 'user',
      params: idParamSchema,
      responses: { 200: wedding },
    },
    ({ user, params }, { weddings }) => weddings.get(user, params.id),
  ),
  route(
    {
      method: 'get',
      path: '/business/weddings',
      tag,
      summary: "The owner's business's weddings",
      access: 'business',
      desk: 'requests',
      responses: { 200: weddingListSchema },
    },
    ({ business }, { weddings }) => weddings.ofBusiness(business.businessId),
  ),
];

export const weddingRoutes: Route<WeddingRouteDeps>[] = [
  ...bookWeddingRoutes,
  ...readRoutes,
  ...deskWeddingRoutes,
  ...weddingPlanRoutes,
];
