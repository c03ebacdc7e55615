// Who is asking: the actor every policy decides for (docs/architecture.md#2-server-module-shape,
// Access). Its role is read from the database on each call, never from the client
// (docs/product/README.md#access-rules). Staff act for a business without owning it, each with
// a role of their own and the business they act for (docs/product/accounts.md#staff-and-roles);
// what each desk role may do is shared/src/domain/desk-roles.ts's table.
import { DESK_ROLES, type DeskRole } from '@baraat/shared/domain/desk-roles';
import { tx } from '@baraat/shared/i18n/text';
import type { ActingMember, AuthUser } from '../http/context';
import { forbidden } from '../http/errors';
import type { OwnedBusiness } from '../http/owned-business';

export type Role = 'customer' | DeskRole;

/** What a policy rule asks of the actor's role: a role, or `desk`, any of the desk's roles. */
export type RoleNeed = 'customer' | 'owner' | 'desk';

/** A signed-in user; one of the desk carries the business they act for once it is known (a
 * staff member's always is). */
export interface UserActor {
  readonly id: number;
  readonly role: Role;
  readonly businessId?: number;
}

/** The desk of a business, as the services that take the business see whoever acts for it. */
export interface DeskActor {
  readonly id?: undefined;
  readonly role: 'desk';
  readonly businessId: number;
}

export type Actor = UserActor | DeskActor;

export const BUSINESS_OWNER_REQUIRED = tx('Business owner account required');
export const CUSTOMER_REQUIRED = tx('Customer account required');

/** What a signed-in user of the wrong kind is told (403), by the role a call needs. */
const WRONG_ROLE: Record<RoleNeed, string> = {
  customer: CUSTOMER_REQUIRED,
  owner: BUSINESS_OWNER_REQUIRED,
  desk: BUSINESS_OWNER_REQUIRED,
};

export function actorOf(
  user: Pick<AuthUser, 'id' | 'isBusinessOwner' | 'staff'>,
  business?: Pick<OwnedBusiness, 'businessId'>,
): UserActor {
  if (user.staff) {
    return { id: user.id, role: user.staff.role, businessId: user.staff.businessId };
  }
  const role: Role = user.isBusinessOwner ? 'owner' : 'customer';
  return business ? { id: user.id, role, businessId: business.businessId } : { id: user.id, role };
}

/** Whoever acts for the business a desk call was found to be about (requireOwnedBusiness): the
 * route's guard has already said whether their role may take the call's action. */
export function deskActor(business: Pick<OwnedBusiness, 'businessId'>): DeskActor {
  return { role: 'desk', businessId: business.businessId };
}

/** Whether the role is one of the desk's: the owner or a member of the staff. */
export const isDeskRole = (role: Role | 'desk' | undefined): boolean =>
  role === 'desk' || (role !== undefined && (DESK_ROLES as readonly string[]).includes(role));

/** Whether the actor's role meets a rule's need. */
export function meetsRole(actor: { readonly role?: Role | 'desk' }, need: RoleNeed): boolean {
  return need === 'desk' ? isDeskRole(actor.role) : actor.role === need;
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

/** Who made a desk change, and the device's account when a shared tablet made it for them. */
export interface DeskAuthor {
  readonly userId: number;
  readonly deviceUserId: number | null;
}

/**
 * Who made a desk change (docs/product/accounts.md#who-did-what): the member a shared tablet
 * names, else the signed-in user; and the device's account when that is someone else.
 */
export function deskAuthor(ctx: {
  state: { user?: AuthUser; actingAs?: ActingMember };
}): DeskAuthor {
  if (!ctx.state.user) throw new Error('No guard signed the caller in on this route');
  const { user, actingAs } = ctx.state;
  return actingAs && actingAs.userId !== user.id
    ? { userId: actingAs.userId, deviceUserId: user.id }
    : { userId: user.id, deviceUserId: null };
}

/**
 * Whose messages a user reads and writes (docs/product/messaging.md#staff-and-the-inbox): their
 * own, or for a member of a business's staff the business's, kept in its owner's account.
 */
export function mailboxOf(user: Pick<AuthUser, 'id' | 'isBusinessOwner' | 'staff'>): {
  id: number;
  isBusinessOwner: boolean;
} {
  return user.staff
    ? { id: user.staff.ownerUserId, isBusinessOwner: true }
    : { id: user.id, isBusinessOwner: user.isBusinessOwner };
}

/** 403 with the role's text unless the actor's role meets `need`. */
export function requireRole(actor: { readonly role?: Role | 'desk' }, need: RoleNeed): void {
  if (!meetsRole(actor, need)) throw forbidden(WRONG_ROLE[need]);
}

/** Someone known by their account alone, whatever their role: what is theirs as a person
 * (their inbox, their conversations, the bookings they are a party to). */
export interface Person {
  readonly id: number;
  readonly role?: Role | 'desk';
}

/** A business as the policies know it: its id, and the account that owns it where known. */
export interface BusinessFacts {
  business_id: number;
  owner_user_id?: number | null;
}

/**
 * Whether the actor acts for the business: its owner or its staff, known by the business the
 * request found (a staff member's is always known) or, before it is looked up, by the account
 * the business belongs to.
 */
export function actsFor(actor: Actor, business: BusinessFacts): boolean {
  if (!isDeskRole(actor.role)) return false;
  if (actor.businessId !== undefined) return actor.businessId === business.business_id;
  return business.owner_user_id === actor.id;
}

/** Whether the actor is the customer `customerUserId` names (a walk-in has none). */
export function isCustomer(actor: Actor, customerUserId: number | null | undefined): boolean {
  return actor.role === 'customer' && customerUserId === actor.id;
}
