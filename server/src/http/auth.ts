// Route guards. The bearer token is checked on every call and the user's role is read from
// the database, never from anything the client sends (docs/product/accounts.md#sessions-and-tokens).
// A desk call names its action; the guard lets through the desk roles that may take it
// (shared/src/domain/desk-roles.ts, docs/product/accounts.md#staff-and-roles), and finds the
// business the caller works for once, with the lookup api.ts hands in.

import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import { type DeskAction, type DeskRole, deskCan } from '@baraat/shared/domain/desk-roles';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { ACTING_AS_HEADER, OUTBOX_BATCH_TEXTS } from '@baraat/shared/schemas/sync';
import type { Middleware } from 'koa';
import { actorOf, requireRole } from '../policies/actor';
import type { ActingMember, AppContext, AppState, AuthUser } from './context';
import { badRequest, forbidden, unauthorized } from './errors';
import type { FindOwnedBusiness, OwnedBusiness } from './owned-business';

/** The token's user, null for no valid session, or `'removed staff'` (refused, 403). */
export type Authenticate = (accessToken: string) => Promise<AuthUser | 'removed staff' | null>;

export { BUSINESS_OWNER_REQUIRED, CUSTOMER_REQUIRED } from '../policies/actor';

function bearerToken(ctx: AppContext): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/** A member of the staff by their staff id, removed or not; undefined when there is none. */
export type FindMember = (staffId: number) => Promise<ActingMember | undefined>;

export function createAuthGuards(
  authenticate: Authenticate,
  findBusiness: FindOwnedBusiness,
  findMember: FindMember,
) {
  async function resolveUser(ctx: AppContext): Promise<AuthUser> {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized(AUTH_ERRORS.notAuthenticated);
    const user = await authenticate(token);
    if (user === 'removed staff') throw forbidden(STAFF_TEXTS.removed);
    if (!user) throw unauthorized(AUTH_ERRORS.sessionExpired);
    return user;
  }

  const requireUser: Middleware<AppState> = async (ctx, next) => {
    ctx.state.user = await resolveUser(ctx);
    await next();
  };

  /**
   * A desk call of `action` on the business the caller works for: a customer is refused (403),
   * a desk role the action is not for is refused with the action's reason (403), and the
   * business goes on ctx.state (404 when there is none).
   */
  function requireDesk(action: DeskAction): Middleware<AppState> {
    return async (ctx, next) => {
      const user = await resolveUser(ctx);
      const actor = actorOf(user);
      requireRole(actor, 'desk');
      if (!deskCan(actor.role as DeskRole, action)) throw forbidden(DESK_ACTIONS[action].refusal);
      ctx.state.user = user;
      ctx.state.business = await findBusiness(user);
      const acting = await actingMember(ctx, ctx.state.business, action);
      if (acting) ctx.state.actingAs = acting;
      await next();
    };
  }

  /**
   * The member a shared tablet's change names (ACTING_AS_HEADER), the device's own session
   * sending it (docs/product/accounts.md#a-shared-tablet): taken only from a desk of the same
   * business, for a member still on its staff whose role may take the action.
   */
  async function actingMember(
    ctx: AppContext,
    business: OwnedBusiness,
    action: DeskAction,
  ): Promise<ActingMember | undefined> {
    const named = ctx.get(ACTING_AS_HEADER);
    if (!named) return undefined;
    const member = /^\d{1,15}$/.test(named) ? await findMember(Number(named)) : undefined;
    if (!member || member.businessId !== business.businessId) {
      throw badRequest(OUTBOX_BATCH_TEXTS.actingAs);
    }
    if (member.removed) throw forbidden(STAFF_TEXTS.removed);
    if (!deskCan(member.role, action)) throw forbidden(DESK_ACTIONS[action].refusal);
    return member;
  }

  /** Customer calls (favourites, bookings): owners are refused with 403. */
  const requireCustomer: Middleware<AppState> = async (ctx, next) => {
    const user = await resolveUser(ctx);
    requireRole(actorOf(user), 'customer');
    ctx.state.user = user;
    await next();
  };

  /** Signs the user in when a valid token comes along; otherwise carries on anonymously. */
  const optionalUser: Middleware<AppState> = async (ctx, next) => {
    const token = bearerToken(ctx);
    if (token) {
      const user = await authenticate(token);
      if (user && user !== 'removed staff') ctx.state.user = user;
    }
    await next();
  };

  return { requireUser, requireDesk, requireCustomer, optionalUser };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
