// Businesses on both engines (docs/architecture.md#10-two-engines): on a real SQLite file and on the
// run's throwaway PostgreSQL a new owner's business gets a free slug even when ten with one name
// register at once; the owner reads and edits it; anyone reads its details, its slots of a day
// and the dashboard's search, which marks the customer's saved vendors.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { userRow } from '../../test/ledger-rows';
import { createFavoritesService } from '../favorites/service';
import { createListingsService } from '../listings/service';
import { createDatabaseSearch } from '../search/service';
import { type BusinessesService, createBusinessesService, NO_BUSINESS } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const LAWN = {
  business_name: 'Gulzar Lawn',
  bio: 'A garden lawn for mehndi nights',
  address: 'DHA Phase 6, Karachi',
  business_phone: '+923001234567',
  business_email: null,
  city_id: 1,
  business_type_id: 1,
  now: NOW,
};

describe.each(ENGINES)('businesses on %s', (engine) => {
  let test: TestDatabase;
  let businesses: BusinessesService;
  let favorites: ReturnType<typeof createFavoritesService>;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    favorites = createFavoritesService(test.database);
    businesses = createBusinessesService(
      test.database,
      createListingsService(test.database),
      favorites,
      createDatabaseSearch(test.database),
    );
  });
  afterAll(() => test.close());

  const owner = () => test.database.transaction(() => userRow('Owner', true));
  const register = async (name = LAWN.business_name) => {
    const ownerId = await owner();
    const id = await test.database.transaction(() =>
      businesses.registerStep(ownerId, { ...LAWN, business_name: name }),
    );
    return { ownerId, id };
  };

  it('registers a business its owner then reads, edits and answers for', async () => {
    const { ownerId, id } = await register('Noor Mahal');
    const owned = await businesses.owned(ownerId);
    expect(owned).toMatchObject({ businessId: id, businessName: 'Noor Mahal', slug: 'noor-mahal' });
    const edited = await businesses.updateProfile(id, {
      business_name: 'Noor Mahal Banquet',
      bio: 'Two halls and a lawn',
      address: undefined,
      website: undefined,
      facebook_page: undefined,
      instagram_page: undefined,
    });
    expect(edited).toMatchObject({
      business_name: 'Noor Mahal Banquet',
      bio: 'Two halls and a lawn',
      address: LAWN.address,
      slug: 'noor-mahal',
    });
    expect(await businesses.profile(id)).toEqual(edited);
    expect(await businesses.ownerOf(id)).toEqual({ business_id: id, owner_user_id: ownerId });
    await expect(businesses.owned(await owner())).rejects.toMatchObject({
      status: 404,
      detail: NO_BUSINESS,
    });
    const details = await businesses.details(id);
    expect(details).toMatchObject({
      business_id: id,
      contact_phone: LAWN.business_phone,
      contact_email: null,
    });
  });

  it('gives ten businesses of one name registered at once ten free slugs', async () => {
    const made = await Promise.all(Array.from({ length: 10 }, () => register('Sheesh Mahal')));
    const slugs = await Promise.all(
      made.map(async ({ ownerId }) => (await businesses.owned(ownerId)).slug),
    );
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('sheesh-mahal');
    for (const slug of slugs) expect(slug).toMatch(/^sheesh-mahal(-\d+)?$/);
  });

  it('answers a day’s slots, and marks the customer’s saved vendors in the dashboard’s search', async () => {
    const { id } = await register('Qasr Gardens');
    const day = addDays(todayInPakistan(), 3);
    await test.database.transaction(() =>
      run(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
           modified_at)
         VALUES (@id, 'Evening', @day, '18:00', '23:00', @now, @now)`,
        { id, day, now: NOW },
      ),
    );
    expect((await businesses.slotsOn(id, day)).map((slot) => slot.start_time)).toEqual(['18:00']);
    expect(await businesses.slotsOn(id, addDays(day, 1))).toEqual([]);

    const customer = { id: await test.database.transaction(() => userRow('Ayesha')) } as AuthUser;
    await favorites.add(customer.id, id);
    const found = await businesses.search({ q: 'Qasr', skip: 0, limit: 10 }, customer);
    expect(found.businesses.map((card) => [card.business_id, card.is_favorited])).toEqual([
      [id, true],
    ]);
    const anonymous = await businesses.search({ q: 'Qasr', skip: 0, limit: 10 }, undefined);
    expect(anonymous.businesses.map((card) => card.is_favorited)).toEqual([false]);
  });
});
