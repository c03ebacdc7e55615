// Who is at the desk on a shared tablet (docs/product/offline.md#a-shared-tablet-offline,
// docs/product/accounts.md#a-shared-tablet), kept in localStorage beside the session:
// - `desk_device_session`: the device's own session (the one signed in with a password) while a
//   member who switched in online holds the active session. It is not signed out; going back
//   to it asks its password, as the tablet may be in anyone's hands.
// - `desk_acting_as`: the member whose PIN the device checked with no signal. The device's own
//   session stays active and sends their changes, each outbox entry naming them (acting_as).
import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import { readUser } from '@baraat/shared/domain/session-shape';
import { create } from 'zustand';
import { useSessionStore } from './session';
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

export function setSeat(change: Partial<Omit<DeskSeat, 'notice'>>): void {
  if ('device' in change) writeJson(KEYS.device, change.device ?? null);
  if ('acting' in change) writeJson(KEYS.acting, change.acting ?? null);
  useDeskSeat.setState(change);
}

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
