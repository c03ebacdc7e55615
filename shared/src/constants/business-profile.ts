// The business profile screens' texts (002 §8 "Media and profile"), verbatim.
export const BUSINESS_PROFILE_TEXT = {
  loadFailed: 'Failed to load business data',
  notAvailable: 'Business data not available',
  updateFailed: 'Failed to update business information',
  updated: 'Business information updated successfully! Redirecting...',
} as const;

/** After a save the edit form shows its success text this long, then goes home (002 §4). */
export const BUSINESS_EDIT_REDIRECT_MS = 2000;
