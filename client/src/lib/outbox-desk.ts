// Which outbox entries a signed-in session sends (docs/product/offline.md#a-shared-tablet-offline):
// its own, and those a member of its business's staff made on this device (`acting_as`),
// whoever held the desk when they were made, so a shared tablet's changes still go after a
// switch of user. An entry with no member named (the owner's) waits for its own account: a
// member's session must never send the owner's change under the member's name.
import type { User } from '@baraat/shared/schemas/auth';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import type { BaraatDb, OutboxEntry } from './db';
import { database } from './db';
import { currentUser } from './session';

/** The business whose desk `user` works: a member's seat, an owner's business kept on the device. */
async function deskBusinessOf(db: BaraatDb, user: User): Promise<number | undefined> {
  if (user.staff) return user.staff.business_id;
  return (await db.myBusiness.get(user.user_id))?.business.business_id;
}

/**
 * Keeps the staff as the server last listed them. Every member ever listed stays known, so a
 * removed member's queued changes are still sent, to come back refused with the reason.
 */
export async function keepStaff(businessId: number, members: StaffMember[]): Promise<void> {
  const db = await database();
  await db.transaction('rw', db.deskStaff, async () => {
    const before = await db.deskStaff.get(businessId);
    const known = new Set([...(before?.known_ids ?? []), ...members.map((m) => m.staff_id)]);
    await db.deskStaff.put({
      business_id: businessId,
      members,
      known_ids: [...known],
      saved_at: Date.now(),
    });
  });
}

/** The staff ids whose entries `user`'s session may send. */
export async function deskMemberIds(user: User | null): Promise<ReadonlySet<number>> {
  if (!user) return new Set();
  const db = await database();
  const businessId = await deskBusinessOf(db, user);
  const kept = businessId === undefined ? undefined : await db.deskStaff.get(businessId);
  const ids = new Set(kept?.known_ids);
  if (user.staff) ids.add(user.staff.staff_id);
  return ids;
}

/** Whether the signed-in session may send `entry` now. */
export async function deskSends(entry: OutboxEntry): Promise<boolean> {
  const user = currentUser();
  if (!user) return false;
  if (entry.owner_id === user.user_id) return true;
  return entry.acting_as !== undefined && (await deskMemberIds(user)).has(entry.acting_as);
}
