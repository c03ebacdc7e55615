// Test data from the real demo generator, so API tests search what users would see, written
// through the data layer into the app's database on either engine
// (docs/architecture.md#10-two-engines).
import { hashPassword } from '../modules/auth/passwords';
import { seedMarketplace } from '../seed/marketplace';
import type { TestServer } from './harness';

export async function seedVendors(server: TestServer, count: number): Promise<void> {
  await seedMarketplace(server.database, server.mediaDir, count, await hashPassword('Vendor#2026'));
}
