// The Staff section's words (docs/product/business-desk.md#staff); the fields' own messages
// are the shared schema's (shared/src/schemas/staff.ts).
export const STAFF_SECTION_TEXTS = {
  title: 'Staff',
  intro: 'The people who work your desk, each with their own sign-in and a role.',
  add: 'Add staff',
  empty: 'No staff yet. Add the people who work your desk, each with their own sign-in and role.',
  loadFailed: 'Failed to load the staff',
  hasPin: 'PIN set',
  noPin: 'No PIN',
  pinHint: '4 to 6 digits, to take the shared tablet. Optional.',
  keepPinHint: 'Leave blank to keep the PIN as it is.',
  removePin: 'Take the PIN away',
  passwordKeepHint: 'Leave blank to keep the password.',
  chooseRole: 'Choose a role',
  added: 'Staff member added',
  updated: 'Staff member updated',
  removed: 'Staff member removed',
  saveFailed: 'Could not save the staff member. Please try again.',
  removeFailed: 'Could not remove the staff member. Please try again.',
  removeQuestion: (name: string) =>
    `Remove ${name} from your staff? Their sessions end at once: they are signed out on every device.`,
} as const;
