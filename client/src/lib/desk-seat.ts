// Who is at the desk on a shared tablet (docs/product/offline.md#a-shared-tablet-offline,
// docs/product/accounts.md#a-shared-tablet), kept in localStorage beside the session:
// - `desk_device_session`: the device's own session (the one signed in with a password) while a
//   member who switched in online holds the active session. It is not signed out; going back
//   to it asks its password, as the tablet may be in anyone's hands.
// - `desk_acting_as`: the member whose PIN the device checked with no signal. The device's own
//   session stays active and sends their changes, each outbox entry naming them (acting_as).
import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import { readUser } from '@baraat/shared/domain/session-shape';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import { create } from 'zustand';
import { currentSession, currentUser, signIn, signOut, useSessionStore } from './session';
import type { StoredSession } from './storage';

export interface ActingMember {
  staff_id: number;
  user_id: number;
  name: string;
  role: StaffRole;
  /** The device's account they act under: acting ends when another account takes the desk. */
  device_user_id: number;
}

/** The device's own session, and the business whose members may switch in over it. */
export interface DeviceSeat {
  session: StoredSession;
  business_id: number;
}

interface DeskSeat {
  device: DeviceSeat | null;
  acting: ActingMember | null;
  /** Shown on the sign-in screen after the device signed a removed member out. */
  notice: string | null;
}

const KEYS = { device: 'desk_device_session', acting: 'desk_acting_as' } as const;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No localStorage (a private window): this page remembers, a reload forgets.
  }
}

function readDevice(): DeviceSeat | null {
  const value = readJson(KEYS.device) as Partial<DeviceSeat> | null;
  const user = readUser(value?.session?.user);
  if (!value?.session || !user || typeof value.business_id !== 'number') return null;
  return { session: { ...value.session, user }, business_id: value.business_id };
}

function readActing(): ActingMember | null {
  const value = readJson(KEYS.acting) as ActingMember | null;
  return typeof value?.staff_id === 'number' && typeof value.device_user_id === 'number'
    ? value
    : null;
}

export const useDeskSeat = create<DeskSeat>(() => ({
  device: readDevice(),
  acting: readActing(),
  notice: null,
}));

function setSeat(change: Partial<Omit<DeskSeat, 'notice'>>): void {
  if ('device' in change) writeJson(KEYS.device, change.device ?? null);
  if ('acting' in change) writeJson(KEYS.acting, change.acting ?? null);
  useDeskSeat.setState(change);
}

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

// Another account taking the device ends what no longer belongs to it: a sign-out drops both;
// the device's own account signing in again, or anyone not of its business, drops the kept one.
useSessionStore.subscribe((state, previous) => {
  const user = state.session?.user ?? null;
  if (user?.user_id === previous.session?.user.user_id) return;
  const { device, acting } = useDeskSeat.getState();
  if (acting && acting.device_user_id !== user?.user_id) setSeat({ acting: null });
  if (!device || !user) return;
  const member = user.staff?.business_id === device.business_id;
  if (!member || user.user_id === device.session.user.user_id) setSeat({ device: null });
});
