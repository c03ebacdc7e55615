// The texts of the owner's halls/workers, packages and services screens (docs/product/resources.md#texts,
// "Services"). The Workers texts are verbatim for a worker; a venue says Hall and a car
// rental Vehicle instead (managementTile(type).resource), the words the rest of its desk uses.
import type { ManagementTile } from '../domain/business-kind';
import { fill, tx } from '../i18n/text';

type Noun = ManagementTile['resource'];

/** The "Workers" texts for one kind of resource. */
export function resourceTexts(noun: Noun) {
  const plural = `${noun.toLowerCase()}s`;
  return {
    loadFailed: fill(tx('Failed to load {plural}'), { plural }),
    authFailed: tx('Authentication failed. Please try logging in again.'),
    endpointMissing: fill(tx('{noun}s API endpoint not found. Please contact support.'), { noun }),
    deleteFailed: fill(tx('Failed to delete {noun}'), { noun: noun.toLowerCase() }),
    saveFailed: fill(tx('Failed to save {noun}'), { noun: noun.toLowerCase() }),
    created: fill(tx('{noun} created successfully'), { noun }),
    updated: fill(tx('{noun} updated successfully'), { noun }),
    deleted: fill(tx('{noun} deleted successfully'), { noun }),
  };
}

export const SERVICE_TEXTS = {
  loadFailed: tx('Failed to load business services'),
  loadAvailableFailed: tx('Failed to load available services'),
  addFailed: tx('Failed to add service'),
  removeFailed: tx('Failed to remove service'),
  // Baraat: the spec has no success texts for services.
  added: tx('Service added'),
  removed: tx('Service removed'),
} as const;

// Baraat: the spec says packages fail silently (docs/product/requests.md#texts); Baraat tells the owner.
export const PACKAGE_TEXTS = {
  loadFailed: tx('Failed to load packages'),
  saveFailed: tx('Failed to save package'),
  deleteFailed: tx('Failed to delete package'),
  created: tx('Package created successfully'),
  updated: tx('Package updated successfully'),
  deleted: tx('Package deleted successfully'),
} as const;
