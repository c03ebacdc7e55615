// The customer profile's SQL, the same on both engines, as steps
// (docs/architecture.md#10-two-engines).
import { get, run } from '../../db/engine';

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

export interface ProfileUpdate {
  id: number;
  first_name: string;
  last_name: string;
  mobile: string | null;
  address: string | null;
  bio: string | null;
  now: string;
}

export const customersRepo = {
  *profile(id: number) {
    return yield* get<CustomerProfileRow>(
      `SELECT id, username, email, first_name, last_name, mobile, address, bio
       FROM users WHERE id = @id`,
      { id },
    );
  },
  *update(row: ProfileUpdate) {
    return yield* run(
      `UPDATE users SET first_name = @first_name, last_name = @last_name, mobile = @mobile,
         address = @address, bio = @bio, modified_at = @now WHERE id = @id`,
      row,
    );
  },
};
