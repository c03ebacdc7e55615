import type { Db } from '../../db/connection';

export interface CustomerProfileRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string | null;
  mobile: string | null;
  address: string | null;
  bio: string | null;
}

export function createCustomersRepo(db: Db) {
  const profile = db.prepare<[number], CustomerProfileRow>(
    'SELECT id, username, email, first_name, last_name, mobile, address, bio FROM users WHERE id = ?',
  );
  const update = db.prepare<{
    id: number;
    first_name: string;
    last_name: string;
    mobile: string | null;
    address: string | null;
    bio: string | null;
    now: string;
  }>(
    `UPDATE users SET first_name = @first_name, last_name = @last_name, mobile = @mobile,
       address = @address, bio = @bio, modified_at = @now WHERE id = @id`,
  );
  return {
    profile: (id: number) => profile.get(id),
    update: (row: Parameters<typeof update.run>[0]) => update.run(row),
  };
}
