// The business profile screens' texts (docs/product/business-desk.md#texts), verbatim.
export const BUSINESS_PROFILE_TEXT = {
  loadFailed: 'Failed to load business data',
  notAvailable: 'Business data not available',
  updateFailed: 'Failed to update business information',
  updated: 'Business information updated successfully! Redirecting...',
} as const;

/** After a save the edit form shows its success text this long, then goes home (docs/product/booking.md#the-booking-lifecycle). */
export const BUSINESS_EDIT_REDIRECT_MS = 2000;
