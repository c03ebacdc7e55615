// The Switch user dialog's words (docs/product/business-desk.md#switch-user).

import { CHECKED_HERE, SWITCH_USER } from './switch-user-words';

export const SWITCH_TEXTS = {
  button: SWITCH_USER,
  title: 'Switch user',
  choose: 'Choose your name.',
  loadFailed: 'Failed to load the staff',
  empty: 'No staff yet: the owner adds them under Settings › Staff.',
  thisDevice: 'signed in on this device',
  checkedHere: CHECKED_HERE,
  pin: 'PIN',
  password: 'Password',
  submit: 'Switch',
  submitting: 'Switching...',
  back: 'Back',
  wrongPassword: 'Wrong password.',
  needsSignal: 'Going back to this account needs a signal: try again once the device is online.',
  failed: 'Could not switch user. Please try again.',
} as const;
