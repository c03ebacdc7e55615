// The demo owner's staff (docs/product/accounts.md#staff-and-roles), as the README lists them:
// a manager and a front desk at Shalimar Marquee, each with a PIN for the shared tablet.
import { hashPin, newPinSalt } from '@baraat/shared/domain/pin';
import { nowIso } from '../db/connection';
import type { Database } from '../db/engine';
import { staffEmail } from '../modules/auth/member-service';
import { usersRepo } from '../modules/auth/users-repo';
import { staffRepo } from '../modules/staff/repo';

export const DEMO_STAFF = [
  { username: 'demo_manager', name: 'Sana Malik', role: 'manager', pin: '5678' },
  { username: 'demo_frontdesk', name: 'Ali Raza', role: 'front_desk', pin: '1234' },
] as const;

/** Adds the demo staff to the demo owner's business once; how many were added. */
export async function seedDemoStaff(
  database: Database,
  businessId: number,
  passwordHash: string,
): Promise<number> {
  const pins = await Promise.all(
    DEMO_STAFF.map(async ({ pin }) => {
      const salt = newPinSalt();
      return { salt, hash: await hashPin(pin, salt) };
    }),
  );
  return database.transaction(function* () {
    const now = nowIso();
    let added = 0;
    for (const [i, member] of DEMO_STAFF.entries()) {
      if (yield* usersRepo.usernameExists(member.username)) continue;
      const userId = yield* usersRepo.insert({
        username: member.username,
        email: staffEmail(member.username),
        password_hash: passwordHash,
        first_name: member.name,
        last_name: null,
        mobile: null,
        city_id: null,
        is_business_owner: 0,
        now,
      });
      yield* staffRepo.insert({
        business_id: businessId,
        user_id: userId,
        name: member.name,
        role: member.role,
        pin_hash: pins[i]!.hash,
        pin_salt: pins[i]!.salt,
        now,
      });
      added += 1;
    }
    return added;
  });
}
