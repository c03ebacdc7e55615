/** The spec's toasts when saving or unsaving a vendor fails (001 §8). */
export const FAVORITE_TEXTS = {
  addFailed: 'Failed to add to favorites',
  removeFailed: 'Failed to remove from favorites',
} as const;
