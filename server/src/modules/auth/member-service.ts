// The accounts of a business's staff, as the staff module makes and changes them
// (docs/product/accounts.md#staff-and-roles): a users row of their own, never an owner's, with
// the same password hashing and username rules as any account.
import { hashPassword } from './passwords';
import { usersRepo as users } from './users-repo';

/** A member's account has no e-mail of its own: one that can never receive mail stands in. */
export const staffEmail = (username: string) => `${username.toLowerCase()}@staff.baraat.invalid`;

export const memberAccounts = {
  hashPassword,
  usernameTaken: users.usernameExists,
  emailTaken: users.emailExists,
  create: users.insert,
  setPassword: users.setPassword,
  rename: (id: number, name: string, now: string) =>
    users.updateProfile(id, { first_name: name }, now),
  byId: users.findById,
};
