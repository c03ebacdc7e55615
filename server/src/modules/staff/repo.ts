// The staff of a business's desk as steps, the same SQL on both engines
// (docs/architecture.md#10-two-engines, docs/product/accounts.md#staff-and-roles).
import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import { insertedId } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';

export interface StaffRow {
  id: number;
  business_id: number;
  user_id: number;
  name: string;
  username: string;
  role: StaffRole;
  pin_hash: string | null;
  pin_salt: string | null;
  pin_failures: number;
  pin_locked_until: string | null;
  created_at: string;
  removed_at: string | null;
}

const SELECT = `SELECT st.id, st.business_id, st.user_id, st.name, u.username, st.role, st.pin_hash,
  st.pin_salt, st.pin_failures, st.pin_locked_until, st.created_at, st.removed_at
FROM business_staff st JOIN users u ON u.id = st.user_id`;

export interface NewStaff {
  business_id: number;
  user_id: number;
  name: string;
  role: StaffRole;
  pin_hash: string | null;
  pin_salt: string | null;
  now: string;
}

export interface StaffChanges {
  name?: string | undefined;
  role?: StaffRole | undefined;
  /** undefined: unchanged; null: no PIN. */
  pin?: { hash: string; salt: string } | null | undefined;
}

export const staffRepo = {
  /** The business's staff still on it, in the order they were added. */
  list: (businessId: number): Step<StaffRow[]> =>
    all<StaffRow>(
      `${SELECT} WHERE st.business_id = @businessId AND st.removed_at IS NULL ORDER BY st.id`,
      { businessId },
    ),
  /** A member of any business, removed or not: the policy says whose it is. */
  find: (id: number): Step<StaffRow | undefined> =>
    get<StaffRow>(`${SELECT} WHERE st.id = @id`, { id }),
  count: function* (businessId: number): Step<number> {
    const row = yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM business_staff WHERE business_id = @businessId AND removed_at IS NULL',
      { businessId },
    );
    return Number(row!.n);
  },
  insert: (staff: NewStaff): Step<number> =>
    insertedId(
      `INSERT INTO business_staff (business_id, user_id, name, role, pin_hash, pin_salt,
         created_at, modified_at)
       VALUES (@business_id, @user_id, @name, @role, @pin_hash, @pin_salt, @now, @now)`,
      staff,
    ),
  update: function* (id: number, changes: StaffChanges, now: string): Step<void> {
    yield* run(
      `UPDATE business_staff SET
         name = coalesce(CAST(@name AS TEXT), name),
         role = coalesce(CAST(@role AS TEXT), role),
         pin_hash = CASE WHEN @set_pin = 1 THEN CAST(@pin_hash AS TEXT) ELSE pin_hash END,
         pin_salt = CASE WHEN @set_pin = 1 THEN CAST(@pin_salt AS TEXT) ELSE pin_salt END,
         pin_failures = CASE WHEN @set_pin = 1 THEN 0 ELSE pin_failures END,
         pin_locked_until = CASE WHEN @set_pin = 1 THEN NULL ELSE pin_locked_until END,
         modified_at = @now
       WHERE id = @id`,
      {
        id,
        now,
        name: changes.name ?? null,
        role: changes.role ?? null,
        set_pin: changes.pin === undefined ? 0 : 1,
        pin_hash: changes.pin?.hash ?? null,
        pin_salt: changes.pin?.salt ?? null,
      },
    );
  },
  /** A wrong PIN: counted, and the member locked until `lockUntil` once `max` are reached. */
  pinFailed: (id: number, max: number, lockUntil: string): Step<number> =>
    run(
      `UPDATE business_staff SET pin_failures = pin_failures + 1,
         pin_locked_until = CASE WHEN pin_failures + 1 >= @max THEN @lock_until
           ELSE pin_locked_until END
       WHERE id = @id`,
      { id, max, lock_until: lockUntil },
    ),
  pinMatched: (id: number): Step<number> =>
    run('UPDATE business_staff SET pin_failures = 0, pin_locked_until = NULL WHERE id = @id', {
      id,
    }),
  remove: (id: number, now: string): Step<number> =>
    run(
      'UPDATE business_staff SET removed_at = @now, modified_at = @now WHERE id = @id AND removed_at IS NULL',
      { id, now },
    ),
  /** The account that owns the business a member works for; undefined for anyone else. */
  ownerOfMember: function* (userId: number): Step<number | undefined> {
    const row = yield* get<{ owner: number }>(
      `SELECT m.user_id AS owner FROM business_staff st
       JOIN user_business_mapping m ON m.business_id = st.business_id
       WHERE st.user_id = @userId AND st.removed_at IS NULL ORDER BY m.id LIMIT 1`,
      { userId },
    );
    return row?.owner;
  },
  /** Their socket tickets not yet used: none opens a live channel after they are removed. */
  dropTickets: (userId: number): Step<number> =>
    run('DELETE FROM ws_tickets WHERE user_id = @userId', { userId }),
  /** Ends every session of the account: a removed member's next request is refused. */
  endSessions: (userId: number, now: string, reason: string): Step<number> =>
    run(
      `UPDATE auth_sessions SET revoked_at = @now, revoked_reason = @reason
       WHERE user_id = @userId AND revoked_at IS NULL`,
      { userId, now, reason },
    ),
};
