/** The spec's toasts when saving or unsaving a vendor fails (docs/product/discovery.md#texts). */
export const FAVORITE_TEXTS = {
  addFailed: 'Failed to add to favorites',
  removeFailed: 'Failed to remove from favorites',
} as const;
