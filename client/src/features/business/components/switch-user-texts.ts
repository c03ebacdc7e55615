// The Switch user dialog's words (docs/product/business-desk.md#switch-user).
export const SWITCH_TEXTS = {
  button: 'Switch user',
  title: 'Switch user',
  choose: 'Choose your name.',
  loadFailed: 'Failed to load the staff',
  empty: 'No staff yet: the owner adds them under Settings › Staff.',
  thisDevice: 'signed in on this device',
  checkedHere: 'checked on this device',
  pin: 'PIN',
  password: 'Password',
  submit: 'Switch',
  submitting: 'Switching...',
  back: 'Back',
  wrongPassword: 'Wrong password.',
  needsSignal: 'Going back to this account needs a signal: try again once the device is online.',
  failed: 'Could not switch user. Please try again.',
} as const;
