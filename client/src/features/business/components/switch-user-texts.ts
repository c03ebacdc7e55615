// The Switch user dialog's words (docs/product/business-desk.md#switch-user), translated where
// shown.
import { msg } from '@lingui/core/macro';
import { CHECKED_HERE, SWITCH_USER } from './switch-user-words';

export const SWITCH_TEXTS = {
  button: SWITCH_USER,
  title: msg`Switch user`,
  choose: msg`Choose your name.`,
  loadFailed: msg`Failed to load the staff`,
  empty: msg`No staff yet: the owner adds them under Settings › Staff.`,
  thisDevice: msg`signed in on this device`,
  checkedHere: CHECKED_HERE,
  pin: msg`PIN`,
  password: msg`Password`,
  submit: msg`Switch`,
  submitting: msg`Switching...`,
  back: msg`Back`,
  wrongPassword: msg`Wrong password.`,
  needsSignal: msg`Going back to this account needs a signal: try again once the device is online.`,
  failed: msg`Could not switch user. Please try again.`,
} as const;
