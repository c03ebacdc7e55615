import { msg } from '@lingui/core/macro';

/** The spec's toasts when saving or unsaving a vendor fails (docs/product/discovery.md#texts),
 * translated where shown. */
export const FAVORITE_TEXTS = {
  addFailed: msg`Failed to add to favorites`,
  removeFailed: msg`Failed to remove from favorites`,
} as const;
