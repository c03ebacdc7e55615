// What the calendar's forms say once a change is stored: it is on this device at once, and
// with no signal it says so, since the server has not seen it yet.
export const savedText = (what: 'Slot' | 'Walk-in' | 'Walk-in wedding') =>
  typeof navigator !== 'undefined' && !navigator.onLine
    ? `${what} saved on this device. It will sync when the signal returns.`
    : `${what} saved. Syncing with the server…`;
