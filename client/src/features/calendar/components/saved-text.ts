// What the calendar's forms say once a change is stored: it is on this device at once, and
// while the device is offline (lib/connection.ts) it says so, since the server has not seen it yet.
import { t } from '@lingui/core/macro';
import { isOnline } from '@/lib/connection';

type Saved = 'Slot' | 'Walk-in' | 'Walk-in wedding';

/** Each form's words whole, so a language may place them as it needs. */
export function savedText(what: Saved): string {
  const online = isOnline();
  if (what === 'Slot') {
    return online
      ? t`Slot saved. Syncing with the server…`
      : t`Slot saved on this device. It will sync when the signal returns.`;
  }
  if (what === 'Walk-in') {
    return online
      ? t`Walk-in saved. Syncing with the server…`
      : t`Walk-in saved on this device. It will sync when the signal returns.`;
  }
  return online
    ? t`Walk-in wedding saved. Syncing with the server…`
    : t`Walk-in wedding saved on this device. It will sync when the signal returns.`;
}
