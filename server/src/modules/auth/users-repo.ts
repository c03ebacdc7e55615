import type { Db } from '../../db/connection';

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
  created_at: string;
  modified_at: string;
}

export type NewUser = Omit<UserRow, 'id' | 'created_at' | 'modified_at'> & { now: string };

export interface ProfileChanges {
  first_name?: string;
  last_name?: string | null;
  mobile?: string | null;
  city_id?: number;
}

export function createUsersRepo(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byLogin = db.prepare<[string, string], UserRow>(
    'SELECT * FROM users WHERE email = ? OR username = ? LIMIT 1',
  );
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const usernameExists = db.prepare<[string], { found: 1 }>(
    'SELECT 1 AS found FROM users WHERE username = ?',
  );
  const emailExists = db.prepare<[string], { found: 1 }>(
    'SELECT 1 AS found FROM users WHERE email = ?',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users');
  const insert = db.prepare<NewUser>(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile, city_id,
       is_business_owner, created_at, modified_at)
     VALUES (@username, @email, @password_hash, @first_name, @last_name, @mobile, @city_id,
       @is_business_owner, @now, @now)`,
  );
  const setPassword = db.prepare<{ id: number; password_hash: string; now: string }>(
    'UPDATE users SET password_hash = @password_hash, modified_at = @now WHERE id = @id',
  );
  const updateProfile = db.prepare(
    `UPDATE users SET
       first_name = coalesce(@first_name, first_name),
       last_name = CASE WHEN @set_last_name THEN @last_name ELSE last_name END,
       mobile = CASE WHEN @set_mobile THEN @mobile ELSE mobile END,
       city_id = coalesce(@city_id, city_id),
       modified_at = @now
     WHERE id = @id`,
  );

  return {
    findById: (id: number) => byId.get(id),
    /** An e-mail or a username; both compare case-insensitively. */
    findByLogin: (identifier: string) => byLogin.get(identifier, identifier),
    findByEmail: (email: string) => byEmail.get(email),
    usernameExists: (username: string) => usernameExists.get(username) !== undefined,
    emailExists: (email: string) => emailExists.get(email) !== undefined,
    count: () => count.get()!.n,
    insert: (user: NewUser) => Number(insert.run(user).lastInsertRowid),
    setPassword: (id: number, passwordHash: string, now: string) =>
      setPassword.run({ id, password_hash: passwordHash, now }),
    updateProfile: (id: number, changes: ProfileChanges, now: string) =>
      updateProfile.run({
        id,
        now,
        first_name: changes.first_name ?? null,
        city_id: changes.city_id ?? null,
        set_last_name: changes.last_name === undefined ? 0 : 1,
        last_name: changes.last_name ?? null,
        set_mobile: changes.mobile === undefined ? 0 : 1,
        mobile: changes.mobile ?? null,
      }),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
