// Route guards. The bearer token is checked on every call and the user's role is read from
// the database, never from anything the client sends (docs/product/accounts.md#sessions-and-tokens). An owner's calls on their
// business find it once, in requireOwnedBusiness, with the lookup api.ts hands in.

import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import type { Middleware } from 'koa';
import { actorOf, requireRole } from '../policies/actor';
import type { AppContext, AppState, AuthUser } from './context';
import { unauthorized } from './errors';
import type { FindOwnedBusiness } from './owned-business';

export type Authenticate = (accessToken: string) => Promise<AuthUser | null>;

export { BUSINESS_OWNER_REQUIRED, CUSTOMER_REQUIRED } from '../policies/actor';

function bearerToken(ctx: AppContext): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

export function createAuthGuards(authenticate: Authenticate, findBusiness: FindOwnedBusiness) {
  async function resolveUser(ctx: AppContext): Promise<AuthUser> {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized(AUTH_ERRORS.notAuthenticated);
    const user = await authenticate(token);
    if (!user) throw unauthorized(AUTH_ERRORS.sessionExpired);
    return user;
  }

  const requireUser: Middleware<AppState> = async (ctx, next) => {
    ctx.state.user = await resolveUser(ctx);
    await next();
  };

  async function resolveOwner(ctx: AppContext): Promise<AuthUser> {
    const user = await resolveUser(ctx);
    requireRole(actorOf(user), 'owner');
    ctx.state.user = user;
    return user;
  }

  const requireOwner: Middleware<AppState> = async (ctx, next) => {
    await resolveOwner(ctx);
    await next();
  };

  /** An owner's call on their own business: puts it on ctx.state (404 when there is none). */
  const requireOwnedBusiness: Middleware<AppState> = async (ctx, next) => {
    ctx.state.business = await findBusiness((await resolveOwner(ctx)).id);
    await next();
  };

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
      if (user) ctx.state.user = user;
    }
    await next();
  };

  return { requireUser, requireOwner, requireOwnedBusiness, requireCustomer, optionalUser };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
