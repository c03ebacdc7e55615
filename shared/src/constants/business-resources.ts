// The texts of the owner's halls/workers, packages and services screens (docs/product/resources.md#texts,
// "Services"). The Workers texts are verbatim for a worker; a venue says Hall and a car
// rental Vehicle instead (managementTile(type).resource), the words the rest of its desk uses.
import type { ManagementTile } from '../domain/business-kind';

type Noun = ManagementTile['resource'];

/** The "Workers" texts for one kind of resource. */
export function resourceTexts(noun: Noun) {
  const plural = `${noun.toLowerCase()}s`;
  return {
    loadFailed: `Failed to load ${plural}`,
    authFailed: 'Authentication failed. Please try logging in again.',
    endpointMissing: `${noun}s API endpoint not found. Please contact support.`,
    deleteFailed: `Failed to delete ${noun.toLowerCase()}`,
    saveFailed: `Failed to save ${noun.toLowerCase()}`,
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
  };
}

export const SERVICE_TEXTS = {
  loadFailed: 'Failed to load business services',
  loadAvailableFailed: 'Failed to load available services',
  addFailed: 'Failed to add service',
  removeFailed: 'Failed to remove service',
  // Baraat: the spec has no success texts for services.
  added: 'Service added',
  removed: 'Service removed',
} as const;

// Baraat: the spec says packages fail silently (docs/product/requests.md#texts); Baraat tells the owner.
export const PACKAGE_TEXTS = {
  loadFailed: 'Failed to load packages',
  saveFailed: 'Failed to save package',
  deleteFailed: 'Failed to delete package',
  created: 'Package created successfully',
  updated: 'Package updated successfully',
  deleted: 'Package deleted successfully',
} as const;
