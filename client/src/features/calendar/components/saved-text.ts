// What the calendar's forms say once a change is stored: it is on this device at once, and
// while the device is offline (lib/connection.ts) it says so, since the server has not seen it yet.
import { isOnline } from '@/lib/connection';

export const savedText = (what: 'Slot' | 'Walk-in' | 'Walk-in wedding') =>
  isOnline()
    ? `${what} saved. Syncing with the server…`
    : `${what} saved on this device. It will sync when the signal returns.`;
