// Who is asking: the actor every policy decides for (docs/architecture.md#2-server-module-shape,
// Access). Its role is read from the database on each call, never from the client
// (docs/product/README.md#access-rules). The role words stay open: staff who act for a business
// without owning it join as roles of their own, with the business they act for.
import type { AuthUser } from '../http/context';
import { forbidden } from '../http/errors';
import type { OwnedBusiness } from '../http/owned-business';

export type Role = 'customer' | 'owner';

/** A signed-in user; an owner's carries the business they act for once the request found it. */
export interface UserActor {
  readonly id: number;
  readonly role: Role;
  readonly businessId?: number;
}

/** The desk of a business, as the services that take the business see whoever acts for it. */
export interface DeskActor {
  readonly id?: undefined;
  readonly role: 'owner';
  readonly businessId: number;
}

export type Actor = UserActor | DeskActor;

export const BUSINESS_OWNER_REQUIRED = 'Business owner account required';
export const CUSTOMER_REQUIRED = 'Customer account required';

/** What a signed-in user of the wrong kind is told (403), by the role a call needs. */
const WRONG_ROLE: Record<Role, string> = {
  customer: CUSTOMER_REQUIRED,
  owner: BUSINESS_OWNER_REQUIRED,
};

export function actorOf(
  user: Pick<AuthUser, 'id' | 'isBusinessOwner'>,
  business?: Pick<OwnedBusiness, 'businessId'>,
): UserActor {
  const role: Role = user.isBusinessOwner ? 'owner' : 'customer';
  return business ? { id: user.id, role, businessId: business.businessId } : { id: user.id, role };
}

/** Whoever acts for the business a desk call was found to be about (requireOwnedBusiness). */
export function deskActor(business: Pick<OwnedBusiness, 'businessId'>): DeskActor {
  return { role: 'owner', businessId: business.businessId };
}

/** The user a customer's or an owner's guard let through, for services that take their id. */
export const customerActor = (id: number): UserActor => ({ id, role: 'customer' });
export const ownerActor = (id: number): UserActor => ({ id, role: 'owner' });

/** The actor of a request a guard has signed in (a route without one is a bug). */
export function requestActor(ctx: {
  state: { user?: AuthUser; business?: OwnedBusiness };
}): UserActor {
  if (!ctx.state.user) throw new Error('No guard signed the caller in on this route');
  return actorOf(ctx.state.user, ctx.state.business);
}

/** 403 with the role's text unless the actor has `role`. */
export function requireRole(actor: { readonly role?: Role }, role: Role): void {
  if (actor.role !== role) throw forbidden(WRONG_ROLE[role]);
}

/** Someone known by their account alone, whatever their role: what is theirs as a person
 * (their inbox, their conversations, the bookings they are a party to). */
export interface Person {
  readonly id: number;
  readonly role?: Role;
}

/** A business as the policies know it: its id, and the account that owns it where known. */
export interface BusinessFacts {
  business_id: number;
  owner_user_id?: number | null;
}

/**
 * Whether the actor acts for the business: its owner, known by the business the request found
 * or, before it is looked up, by the account the business belongs to.
 */
export function actsFor(actor: Actor, business: BusinessFacts): boolean {
  if (actor.role !== 'owner') return false;
  if (actor.businessId !== undefined) return actor.businessId === business.business_id;
  return business.owner_user_id === actor.id;
}

/** Whether the actor is the customer `customerUserId` names (a walk-in has none). */
export function isCustomer(actor: Actor, customerUserId: number | null | undefined): boolean {
  return actor.role === 'customer' && customerUserId === actor.id;
}
