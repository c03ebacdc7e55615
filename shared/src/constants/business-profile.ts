// The business profile screens' texts (docs/product/business-desk.md#texts), verbatim.
import { tx } from '../i18n/text';

export const BUSINESS_PROFILE_TEXT = {
  loadFailed: tx('Failed to load business data'),
  notAvailable: tx('Business data not available'),
  updateFailed: tx('Failed to update business information'),
  updated: tx('Business information updated successfully! Redirecting...'),
} as const;

/** After a save the edit form shows its success text this long, then goes home (docs/product/booking.md#the-booking-lifecycle). */
export const BUSINESS_EDIT_REDIRECT_MS = 2000;
