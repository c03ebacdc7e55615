// Test data from the real demo generator, so API tests search what users would see.
import { hashPassword } from '../modules/auth/passwords';
import { seedMarketplace } from '../seed/marketplace';
import type { TestServer } from './harness';

export async function seedVendors(server: TestServer, count: number): Promise<void> {
  seedMarketplace(server.db, server.mediaDir, count, await hashPassword('Vendor#2026'));
}
