import { slugify, uniqueSlug } from '@baraat/shared/domain/slug';
import type { Logger } from 'pino';
import { nowIso } from '../db/connection';
import type { Database } from '../db/engine';
import { hashPassword } from '../modules/auth/passwords';
import { usersRepo } from '../modules/auth/users-repo';
import { businessesRepo } from '../modules/businesses/repo';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_OWNER_BUSINESS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoMedia } from './demo-media';
import { seedDemoRequests } from './demo-requests';
import { seedDemoStaff } from './demo-staff';
import { seedDemoHistory } from './demo-stats';
import { seedDemoWedding } from './demo-wedding';
import { enrichBusiness, seedMarketplace } from './marketplace';

export async function databaseIsEmpty(database: Database): Promise<boolean> {
  return (await database.read(usersRepo.count())) === 0;
}

/**
 * Creates the demo customer and the demo owner with a business (skipping those that exist),
 * the customer's bookings there with their payments and their wedding, then generated vendors
 * up to `vendors`.
 * Every demo account's password is DEMO_PASSWORD. It writes through the data layer, so either
 * engine is seeded by the same statements (docs/architecture.md#10-two-engines).
 */
export async function seedDemo(
  database: Database,
  logger: Logger,
  mediaDir: string,
  vendors: number,
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { created, ownerBusinessId } = await database.transaction(function* () {
    const made: string[] = [];
    const now = nowIso();
    let businessId: number | undefined;
    if (!(yield* usersRepo.emailExists(DEMO_CUSTOMER.email))) {
      yield* usersRepo.insert({
        ...DEMO_CUSTOMER,
        password_hash: passwordHash,
        is_business_owner: 0,
        now,
      });
      made.push(DEMO_CUSTOMER.email);
    }
    if (!(yield* usersRepo.emailExists(DEMO_OWNER.email))) {
      const ownerId = yield* usersRepo.insert({
        ...DEMO_OWNER,
        password_hash: passwordHash,
        is_business_owner: 1,
        now,
      });
      const base = slugify(DEMO_OWNER_BUSINESS.business_name);
      businessId = yield* businessesRepo.insert({
        ...DEMO_OWNER_BUSINESS,
        slug: uniqueSlug(base, yield* businessesRepo.slugsLike(base)),
        business_email: DEMO_OWNER.email,
        now,
      });
      yield* businessesRepo.insertMapping(
        ownerId,
        businessId,
        DEMO_OWNER_BUSINESS.business_type_id,
        now,
      );
      made.push(DEMO_OWNER.email);
    }
    return { created: made, ownerBusinessId: businessId };
  });
  if (ownerBusinessId !== undefined) {
    const { business_type_id, city_id } = DEMO_OWNER_BUSINESS;
    await enrichBusiness(database, mediaDir, ownerBusinessId, business_type_id, city_id);
    await seedDemoMedia(database, mediaDir, ownerBusinessId);
    const staff = await seedDemoStaff(database, ownerBusinessId, passwordHash);
    if (staff > 0) logger.info({ staff }, 'demo staff created');
  }
  if (created.length > 0) logger.info({ accounts: created }, 'demo accounts created');
  const booked = await seedDemoBookings(database);
  if (booked > 0) logger.info({ bookings: booked }, 'demo bookings with payments created');
  const history = await seedDemoHistory(database, passwordHash);
  if (history > 0) logger.info({ bookings: history }, 'demo booking history created');
  await seedDemoRequests(database, passwordHash);
  const wedding = await seedDemoWedding(database);
  if (wedding > 0) logger.info({ events: wedding }, 'demo wedding created');
  const added = await seedMarketplace(database, mediaDir, vendors, passwordHash);
  if (added > 0) logger.info({ vendors: added }, 'demo vendors generated');
}
