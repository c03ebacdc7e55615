// The staff of a business's desk (docs/product/accounts.md#staff-and-roles): the owner adds
// people with a username, a password, an optional PIN and a role, changes them and removes
// them; a member takes the shared tablet by their PIN (docs/product/accounts.md#a-shared-tablet).
// A member's account is a users row of its own, never an owner's; removing them ends their
// sessions at once and keeps the row, so what they did still names them. On either engine
// (docs/architecture.md#10-two-engines).
import { VALIDATION } from '@baraat/shared/constants/messages';
import { hashPin, newPinSalt, pinMatches } from '@baraat/shared/domain/pin';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import {
  type CreateStaffInput,
  PIN_FAILURES_MAX,
  PIN_LOCK_MINUTES,
  STAFF_MAX,
  STAFF_TEXTS,
  type StaffMember,
  type UpdateStaffInput,
} from '@baraat/shared/schemas/staff';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import type { ActingMember, AuthUser } from '../../http/context';
import { conflict, fieldError, tooManyRequests } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { actorOf, deskActor } from '../../policies/actor';
import { authorize, can } from '../../policies/authorize';
import { staffPolicy } from '../../policies/business';
import { staffEmail, memberAccounts as users } from '../auth/member-service';
import { newSessionStart, type SessionService } from '../auth/session-service';
import { presentStaff } from './presenter';
import { staffRepo as staff } from './repo';

async function pinOf(pin: string | null | undefined) {
  if (pin === undefined) return undefined;
  if (pin === null) return null;
  const salt = newPinSalt();
  return { salt, hash: await hashPin(pin, salt) };
}

export interface StaffServiceDeps {
  database: Database;
  sessions: SessionService;
  /** Tells the removed member's open devices that their session ended (the live channel). */
  onRemoved?: (userId: number) => void;
}

export function createStaffService({ database, sessions, onRemoved }: StaffServiceDeps) {
  async function list(businessId: number): Promise<StaffMember[]> {
    return (await database.read(staff.list(businessId))).map(presentStaff);
  }

  async function add(business: OwnedBusiness, input: CreateStaffInput & { password: string }) {
    const [passwordHash, pin] = await Promise.all([
      users.hashPassword(input.password),
      pinOf(input.pin),
    ]);
    const now = nowIso();
    return database.transaction(function* () {
      if ((yield* staff.count(business.businessId)) >= STAFF_MAX)
        throw conflict(STAFF_TEXTS.tooMany);
      if (yield* users.usernameTaken(input.username)) {
        throw fieldError('body', 'username', VALIDATION.usernameTaken);
      }
      if (yield* users.emailTaken(staffEmail(input.username))) {
        throw fieldError('body', 'username', VALIDATION.usernameTaken);
      }
      const userId = yield* users.create({
        username: input.username,
        email: staffEmail(input.username),
        password_hash: passwordHash,
        first_name: input.name,
        last_name: null,
        mobile: null,
        city_id: null,
        is_business_owner: 0,
        now,
      });
      const id = yield* staff.insert({
        business_id: business.businessId,
        user_id: userId,
        name: input.name,
        role: input.role,
        pin_hash: pin?.hash ?? null,
        pin_salt: pin?.salt ?? null,
        now,
      });
      return presentStaff((yield* staff.find(id))!);
    });
  }

  async function update(business: OwnedBusiness, id: number, input: UpdateStaffInput) {
    const [passwordHash, pin] = await Promise.all([
      input.password === undefined ? undefined : users.hashPassword(input.password),
      pinOf(input.pin),
    ]);
    const now = nowIso();
    return database.transaction(function* () {
      const member = authorize(deskActor(business), 'manage', staffPolicy, yield* liveMember(id));
      yield* staff.update(id, { name: input.name, role: input.role, pin }, now);
      if (input.name !== undefined) {
        yield* users.rename(member.user_id, input.name, now);
      }
      if (passwordHash !== undefined) {
        // A new password ends the sessions the old one opened.
        yield* users.setPassword(member.user_id, passwordHash, now);
        yield* staff.endSessions(member.user_id, now, 'password set by the owner');
      }
      return presentStaff((yield* staff.find(id))!);
    });
  }

  async function remove(business: OwnedBusiness, id: number): Promise<void> {
    const now = nowIso();
    const member = await database.transaction(function* () {
      const found = authorize(deskActor(business), 'manage', staffPolicy, yield* liveMember(id));
      yield* staff.remove(id, now);
      yield* staff.endSessions(found.user_id, now, 'removed from the staff');
      yield* staff.dropTickets(found.user_id);
      return found;
    });
    onRemoved?.(member.user_id);
  }

  function* liveMember(id: number) {
    const row = yield* staff.find(id);
    return row?.removed_at ? undefined : row;
  }

  /**
   * A member takes the shared tablet by their PIN, from a device signed in to a desk of their
   * business: a session of their own, the device's staying as it is. Five wrong PINs in a row
   * lock them for fifteen minutes.
   */
  async function switchTo(
    device: AuthUser,
    business: OwnedBusiness,
    staffId: number,
    pin: string,
  ): Promise<AuthResponse> {
    // A member named in the body that is not of the caller's business is not found as that
    // field, as a wrong value would be (docs/product/accounts.md#who-may-do-what).
    const member = await database.read(liveMember(staffId));
    if (!can(actorOf(device, business), 'switch', staffPolicy, member)) {
      throw fieldError('body', 'staff_id', STAFF_TEXTS.notFound);
    }
    const now = new Date();
    if (member.pin_locked_until && member.pin_locked_until > nowIso(now)) {
      const seconds = (Date.parse(member.pin_locked_until) - now.getTime()) / 1000;
      throw tooManyRequests(STAFF_TEXTS.locked, seconds);
    }
    if (!member.pin_hash || !member.pin_salt) throw conflict(STAFF_TEXTS.noPin);
    if (!(await pinMatches(pin, member.pin_salt, member.pin_hash))) {
      const lockUntil = nowIso(new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000));
      await database.transaction(function* () {
        // A lock that has run out starts the count again.
        if (member.pin_locked_until) yield* staff.pinMatched(member.id);
        yield* staff.pinFailed(member.id, PIN_FAILURES_MAX, lockUntil);
      });
      throw fieldError('body', 'pin', STAFF_TEXTS.wrongPin);
    }
    const start = newSessionStart(now);
    const { user, session } = await database.transaction(function* () {
      yield* staff.pinMatched(member.id);
      const session = yield* sessions.start(member.user_id, start);
      return { user: (yield* users.byId(member.user_id))!, session };
    });
    return sessions.respond(user, session);
  }

  /** A member as a shared tablet's change names them, removed or not (http/auth.ts). */
  async function member(staffId: number): Promise<ActingMember | undefined> {
    const row = await database.read(staff.find(staffId));
    return (
      row && {
        staffId: row.id,
        userId: row.user_id,
        businessId: row.business_id,
        name: row.name,
        role: row.role,
        removed: row.removed_at !== null,
      }
    );
  }

  /** Whose live channel a user's socket is: a member's is their business's, its owner's. */
  async function mailboxOf(userId: number): Promise<number> {
    return (await database.read(staff.ownerOfMember(userId))) ?? userId;
  }

  return { list, add, update, remove, switchTo, member, mailboxOf };
}

export type StaffService = ReturnType<typeof createStaffService>;
