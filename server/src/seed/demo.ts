import { slugify, uniqueSlug } from '@baraat/shared/domain/slug';
import type { Logger } from 'pino';
import { type Db, inTransaction, nowIso } from '../db/connection';
import { hashPassword } from '../modules/auth/passwords';
import { createUsersRepo } from '../modules/auth/users-repo';
import { createBusinessesRepo } from '../modules/businesses/repo';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_OWNER_BUSINESS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoMedia } from './demo-media';
import { seedDemoRequests } from './demo-requests';
import { seedDemoHistory } from './demo-stats';
import { seedDemoWedding } from './demo-wedding';
import { enrichBusiness, seedMarketplace } from './marketplace';

export function databaseIsEmpty(db: Db): boolean {
  return createUsersRepo(db).count() === 0;
}

/**
 * Creates the demo customer and the demo owner with a business (skipping those that exist),
 * the customer's bookings there with their payments and their wedding, then generated vendors
 * up to `vendors`.
 * Every demo account's password is DEMO_PASSWORD.
 */
export async function seedDemo(db: Db, logger: Logger, mediaDir: string, vendors: number) {
  const users = createUsersRepo(db);
  const businesses = createBusinessesRepo(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { created, ownerBusinessId } = inTransaction(db, () => {
    const made: string[] = [];
    const now = nowIso();
    let businessId: number | undefined;
    if (!users.emailExists(DEMO_CUSTOMER.email)) {
      users.insert({ ...DEMO_CUSTOMER, password_hash: passwordHash, is_business_owner: 0, now });
      made.push(DEMO_CUSTOMER.email);
    }
    if (!users.emailExists(DEMO_OWNER.email)) {
      const ownerId = users.insert({
        ...DEMO_OWNER,
        password_hash: passwordHash,
        is_business_owner: 1,
        now,
      });
      const base = slugify(DEMO_OWNER_BUSINESS.business_name);
      businessId = businesses.insert({
        ...DEMO_OWNER_BUSINESS,
        slug: uniqueSlug(base, businesses.slugsLike(base)),
        business_email: DEMO_OWNER.email,
        now,
      });
      businesses.insertMapping(ownerId, businessId, DEMO_OWNER_BUSINESS.business_type_id, now);
      made.push(DEMO_OWNER.email);
    }
    return { created: made, ownerBusinessId: businessId };
  });
  if (ownerBusinessId !== undefined) {
    const { business_type_id, city_id } = DEMO_OWNER_BUSINESS;
    enrichBusiness(db, mediaDir, ownerBusinessId, business_type_id, city_id);
    await seedDemoMedia(db, mediaDir, ownerBusinessId);
  }
  if (created.length > 0) logger.info({ accounts: created }, 'demo accounts created');
  const booked = seedDemoBookings(db);
  if (booked > 0) logger.info({ bookings: booked }, 'demo bookings with payments created');
  const history = seedDemoHistory(db, passwordHash);
  if (history > 0) logger.info({ bookings: history }, 'demo booking history created');
  seedDemoRequests(db, passwordHash);
  const wedding = seedDemoWedding(db);
  if (wedding > 0) logger.info({ events: wedding }, 'demo wedding created');
  const added = seedMarketplace(db, mediaDir, vendors, passwordHash);
  if (added > 0) logger.info({ vendors: added }, 'demo vendors generated');
}
