// What a shared tablet does with who is at the desk (docs/product/offline.md#a-shared-tablet-offline,
// docs/product/accounts.md#a-shared-tablet): a member switching in, online or checked on the
// device, the device's own account coming back, a removed member leaving. The state they change
// is desk-seat-store.ts's, which the first download carries alone.
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import { type ActingMember, setSeat, useDeskSeat } from './desk-seat-store';
import { currentSession, currentUser, signIn, signOut } from './session';

export { type ActingMember, type DeviceSeat, useDeskSeat } from './desk-seat-store';

/** The member of the staff whose PIN this device checked, while the device's session is active. */
export function actingMember(): ActingMember | null {
  const acting = useDeskSeat.getState().acting;
  return acting && acting.device_user_id === currentUser()?.user_id ? acting : null;
}

/**
 * The staff id an outbox entry made now carries: the member checked on this device, else the
 * signed-in member's own, so their change keeps their name whichever desk session sends it.
 */
export function actingAsNow(): number | undefined {
  return actingMember()?.staff_id ?? currentUser()?.staff?.staff_id;
}

/** A member switched in online: their session becomes the active one, the device's is kept. */
export function switchedIn(member: AuthResponse): void {
  const session = currentSession();
  const businessId = member.user.staff?.business_id;
  if (!session || businessId === undefined) return;
  // Switching from one member to another keeps the session the device was signed in with.
  const device = useDeskSeat.getState().device ?? { session, business_id: businessId };
  setSeat({ device, acting: null });
  signIn(member);
}

/** A member whose PIN the device checked with no signal is now at the desk. */
export function actOnDevice(member: Omit<ActingMember, 'device_user_id'>): void {
  const userId = currentUser()?.user_id;
  if (userId === undefined) return;
  setSeat({ acting: { ...member, device_user_id: userId } });
}

/** The device's own account is back, signed in again with its password. */
export function backToDevice(auth: AuthResponse): void {
  setSeat({ device: null, acting: null });
  signIn(auth);
}

/**
 * The server said the signed-in member or the member acted as can no longer make changes
 * (docs/product/accounts.md#staff-and-roles): a member acted as stops being at the desk; the
 * signed-in one is signed out with the reason on the sign-in screen. The device's own session,
 * when it is another account, stays kept on the device.
 */
export function removedFromDesk(reason: string, actingAs?: number): boolean {
  if (actingAs !== undefined && actingAs !== currentUser()?.staff?.staff_id) {
    if (actingMember()?.staff_id === actingAs) setSeat({ acting: null });
    return false;
  }
  if (!currentUser()?.staff) return false;
  useDeskSeat.setState({ notice: reason });
  signOut();
  return true;
}

/** The sign-in screen has shown the notice. */
export const clearSeatNotice = () => useDeskSeat.setState({ notice: null });
