// The accounts' SQL as steps, on either engine (docs/architecture.md#10-two-engines). A name and
// an e-mail compare case-insensitively.
import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import type { Language } from '@baraat/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { sameIgnoringCase, sql } from '../../db/dialect';
import { get, run } from '../../db/engine';
import { sqliteDatabase } from '../../db/sqlite-engine';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  mobile: string | null;
  city_id: number | null;
  is_business_owner: 0 | 1;
  /** The language the user reads Baraat in; null until they choose (absent on older reads). */
  language?: Language | null;
  created_at: string;
  modified_at: string;
  /** A staff member's seat (docs/product/accounts.md#staff-and-roles); absent or null for
   * anyone else. A removed member's row keeps its seat with `staff_removed_at` set. */
  staff_id?: number | null;
  staff_business_id?: number | null;
  staff_name?: string | null;
  staff_role?: StaffRole | null;
  staff_removed_at?: string | null;
  /** The account that owns the business a member works for. */
  staff_owner_user_id?: number | null;
}

/** A user with the staff seat they hold, if any. */
export const USER_WITH_SEAT = `SELECT u.*, st.id AS staff_id, st.business_id AS staff_business_id,
  st.name AS staff_name, st.role AS staff_role, st.removed_at AS staff_removed_at,
  (SELECT m.user_id FROM user_business_mapping m WHERE m.business_id = st.business_id
    ORDER BY m.id LIMIT 1) AS staff_owner_user_id
FROM users u LEFT JOIN business_staff st ON st.user_id = u.id`;

export type NewUser = Omit<UserRow, 'id' | 'created_at' | 'modified_at'> & { now: string };

export interface ProfileChanges {
  first_name?: string;
  last_name?: string | null;
  mobile?: string | null;
  city_id?: number;
  language?: Language | null;
}

const SAME_EMAIL = sameIgnoringCase('email', 'email');

export const usersRepo = {
  *findById(id: number) {
    return yield* get<UserRow>(`${USER_WITH_SEAT} WHERE u.id = @id`, { id });
  },
  /** An e-mail or a username; both compare case-insensitively. */
  *findByLogin(login: string) {
    return yield* get<UserRow>(
      sql`${USER_WITH_SEAT} WHERE ${sameIgnoringCase('u.email', 'login')}
          OR ${sameIgnoringCase('u.username', 'login')} LIMIT 1`,
      { login },
    );
  },
  *findByEmail(email: string) {
    return yield* get<UserRow>(sql`SELECT * FROM users WHERE ${SAME_EMAIL}`, { email });
  },
  *usernameExists(username: string) {
    return (
      (yield* get(
        sql`SELECT 1 AS found FROM users WHERE ${sameIgnoringCase('username', 'username')}`,
        { username },
      )) !== undefined
    );
  },
  *emailExists(email: string) {
    return (
      (yield* get(sql`SELECT 1 AS found FROM users WHERE ${SAME_EMAIL}`, { email })) !== undefined
    );
  },
  *count() {
    return (yield* get<{ n: number }>('SELECT count(*) AS n FROM users'))!.n;
  },
  /** The new account as stored, read from the insert itself rather than back from the table. */
  *create(user: NewUser) {
    const row = yield* get<UserRow>(
      `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile, city_id,
         is_business_owner, created_at, modified_at)
       VALUES (@username, @email, @password_hash, @first_name, @last_name, @mobile, @city_id,
         @is_business_owner, @now, @now)
       RETURNING *`,
      user,
    );
    return row!;
  },
  /** The new account's id. */
  *insert(user: NewUser) {
    return (yield* usersRepo.create(user)).id;
  },
  *setPassword(id: number, passwordHash: string, now: string) {
    return yield* run(
      'UPDATE users SET password_hash = @password_hash, modified_at = @now WHERE id = @id',
      { id, password_hash: passwordHash, now },
    );
  },
  *updateProfile(id: number, changes: ProfileChanges, now: string) {
    return yield* run(
      `UPDATE users SET
         first_name = coalesce(CAST(@first_name AS TEXT), first_name),
         last_name = CASE WHEN @set_last_name = 1 THEN CAST(@last_name AS TEXT) ELSE last_name END,
         mobile = CASE WHEN @set_mobile = 1 THEN CAST(@mobile AS TEXT) ELSE mobile END,
         city_id = coalesce(CAST(@city_id AS BIGINT), city_id),
         language = CASE WHEN @set_language = 1 THEN CAST(@language AS TEXT) ELSE language END,
         modified_at = @now
       WHERE id = @id`,
      {
        id,
        now,
        first_name: changes.first_name ?? null,
        city_id: changes.city_id ?? null,
        set_last_name: changes.last_name === undefined ? 0 : 1,
        last_name: changes.last_name ?? null,
        set_mobile: changes.mobile === undefined ? 0 : 1,
        mobile: changes.mobile ?? null,
        set_language: changes.language === undefined ? 0 : 1,
        language: changes.language ?? null,
      },
    );
  },
};

/** The accounts on SQLite's connection, synchronously, for the bench's fixtures (server/bench);
 * inside its inTransaction they run on the caller's stack. */
export function createUsersRepo(db: Db) {
  const { runSync } = sqliteDatabase(db);
  return {
    findByEmail: (email: string) => runSync(usersRepo.findByEmail(email)),
    emailExists: (email: string) => runSync(usersRepo.emailExists(email)),
    count: () => runSync(usersRepo.count()),
    insert: (user: NewUser) => runSync(usersRepo.insert(user)),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
