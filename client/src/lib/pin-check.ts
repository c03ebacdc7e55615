// A PIN checked on the shared tablet itself, with no signal (docs/product/offline.md#a-shared-tablet-offline):
// against the salted slow hash of the staff list the device keeps, the way the server checks
// it (shared/src/domain/pin.ts). Wrong PINs are counted per member in Dexie, so a reload does
// not reset them: PIN_FAILURES_MAX in a row lock that member on this device for
// PIN_LOCK_MINUTES, as the server locks them online.
import { pinMatches } from '@baraat/shared/domain/pin';
import { PIN_FAILURES_MAX, PIN_LOCK_MINUTES, type StaffMember } from '@baraat/shared/schemas/staff';
import { database } from './db';

export type PinCheck = 'match' | 'wrong' | 'locked' | 'noPin';

/** Checks `pin` for `member` on this device, counting a wrong one. */
export async function checkPinOnDevice(
  member: StaffMember,
  pin: string,
  now: number = Date.now(),
): Promise<PinCheck> {
  if (!member.pin) return 'noPin';
  const db = await database();
  const lock = await db.pinLocks.get(member.staff_id);
  if (lock && lock.locked_until > now) return 'locked';
  // A lock that has run out starts the count again.
  const failuresBefore = lock && lock.locked_until === 0 ? lock.failures : 0;
  if (await pinMatches(pin, member.pin.salt, member.pin.hash)) {
    await db.pinLocks.delete(member.staff_id);
    return 'match';
  }
  const failures = failuresBefore + 1;
  const locked = failures >= PIN_FAILURES_MAX;
  await db.pinLocks.put({
    staff_id: member.staff_id,
    failures: locked ? 0 : failures,
    locked_until: locked ? now + PIN_LOCK_MINUTES * 60_000 : 0,
  });
  return locked ? 'locked' : 'wrong';
}
