// The Staff section's words (docs/product/business-desk.md#staff); the fields' own messages
// are the shared schema's (shared/src/schemas/staff.ts). Translated where shown.
import { msg } from '@lingui/core/macro';

export const STAFF_SECTION_TEXTS = {
  title: msg`Staff`,
  intro: msg`The people who work your desk, each with their own sign-in and a role.`,
  add: msg`Add staff`,
  empty: msg`No staff yet. Add the people who work your desk, each with their own sign-in and role.`,
  loadFailed: msg`Failed to load the staff`,
  hasPin: msg`PIN set`,
  noPin: msg`No PIN`,
  pinHint: msg`4 to 6 digits, to take the shared tablet. Optional.`,
  keepPinHint: msg`Leave blank to keep the PIN as it is.`,
  removePin: msg`Take the PIN away`,
  passwordKeepHint: msg`Leave blank to keep the password.`,
  chooseRole: msg`Choose a role`,
  added: msg`Staff member added`,
  updated: msg`Staff member updated`,
  removed: msg`Staff member removed`,
  saveFailed: msg`Could not save the staff member. Please try again.`,
  removeFailed: msg`Could not remove the staff member. Please try again.`,
  removeQuestion: (name: string) =>
    msg`Remove ${name} from your staff? Their sessions end at once: they are signed out on every device.`,
} as const;
