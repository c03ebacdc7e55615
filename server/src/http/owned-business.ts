// The signed-in owner's business, found once per request by the requireOwnedBusiness guard
// (auth.ts) and read by the routes from ctx.state. The lookup is the businesses module's,
// handed to the guards in api.ts: http/ imports no module. Whether a path's business is the
// caller's is the business policy's to say (policies/business.ts).

import { idParamSchema } from '@baraat/shared/schemas/fields';
import type { Middleware } from 'koa';
import { requestActor } from '../policies/actor';
import { authorize } from '../policies/authorize';
import { businessPolicy } from '../policies/business';
import type { AppState, AuthUser } from './context';
import { parseInput } from './validate';

/** The caller's own business, as every owner endpoint needs it (docs/product/business-desk.md#calls: scoped to it). */
export interface OwnedBusiness {
  businessId: number;
  mappingId: number;
  businessName: string;
  businessTypeId: number;
  typeName: string;
  slug: string;
  /** A venue: approvals need a hall (docs/product/texts.md#limits, docs/product/business-desk.md#business-kinds). */
  isHall: boolean;
  /** Its terms for holding a date (docs/product/payments.md#holding-a-date): the days an
   * accepted booking is held for its advance, and the advance's share of the total. */
  holdDays: number;
  advancePercent: number;
}

/** The business whose desk the user works: the owner's own, or the one a staff member works
 * for; throws 404 when there is none. */
export type FindOwnedBusiness = (user: AuthUser) => Promise<OwnedBusiness>;

export { BUSINESS_NOT_FOUND } from '../policies/business';

/** The business requireOwnedBusiness put on the request (a route without the guard is a bug). */
export function ownedBusiness(ctx: { state: { business?: OwnedBusiness } }): OwnedBusiness {
  if (!ctx.state.business) throw new Error('requireOwnedBusiness did not run on this route');
  return ctx.state.business;
}

/**
 * The owner's business when a path's id names it: its business id, its mapping id
 * (`/business/mapping/{id}/...`), or either. Any other id is someone else's: 404, the same
 * answer as an id that does not exist, so ids cannot be probed.
 */
export function ownedBusinessAt(
  ctx: { state: { user?: AuthUser; business?: OwnedBusiness } },
  id: number,
  reading: 'business' | 'mapping' | 'either' = 'business',
): OwnedBusiness {
  const business = ownedBusiness(ctx);
  // A mapping id is only ever resolved to the caller's own business; any other names nothing.
  const byMapping = reading !== 'business' && id === business.mappingId;
  const named =
    byMapping || reading !== 'mapping'
      ? { business_id: byMapping ? business.businessId : id }
      : undefined;
  authorize(requestActor(ctx), 'manage', businessPolicy, named);
  return business;
}

/**
 * A declared route's middleware (http/route.ts) for a path whose `{id}` names the owner's
 * business: another id is 404 before the route reads its query, as `ownedBusinessAt` in the
 * handler would be only after it.
 */
export function ownedBusinessInPath(
  reading: 'business' | 'mapping' | 'either' = 'business',
): Middleware<AppState> {
  return (ctx, next) => {
    ownedBusinessAt(ctx, parseInput(idParamSchema, ctx.params, 'path').id, reading);
    return next();
  };
}
