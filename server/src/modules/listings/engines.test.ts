// The vendor read model on both engines (docs/architecture.md#10-two-engines): one marketplace,
// written alike to a real SQLite file and to the run's throwaway PostgreSQL, reads back as the
// same profiles, lists, slots, calendar and cards from each, answer for answer.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, describe, expect, it } from 'vitest';
import { type Engine, get, run, type Step } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { createListingsService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const T = todayInPakistan();

function* insertId(sql: string, params: object): Step<number> {
  return (yield* get<{ id: number }>(`${sql} RETURNING id`, params))!.id;
}

/** Three halls of one type in one city, the first with everything a profile shows. */
function* marketplace() {
  const owner = yield* insertId(
    `INSERT INTO users (username, email, password_hash, first_name, last_name,
       is_business_owner, created_at, modified_at)
     VALUES ('owner', @email, 'x', 'Sana', 'Malik', 1, @now, @now)`,
    { email: 'owner@example.pk', now: NOW },
  );
  const business = (name: string, slug: string, rating: number, days: number) =>
    insertId(
      `INSERT INTO businesses (business_name, slug, city_id, business_type_id, rating,
         review_count, address, created_at, modified_at)
       VALUES (@name, @slug, 1, 1, @rating, 0, 'Clifton, Karachi', @created, @created)`,
      { name, slug, rating, created: `2026-01-0${days}T00:00:00.000Z` },
    );
  const ids = {
    main: yield* business('Shalimar Lawn', 'shalimar-lawn', 4.5, 1),
    second: yield* business('Noor Marquee', 'noor-marquee', 4.8, 2),
    third: yield* business('Gulshan Hall', 'gulshan-hall', 3.9, 3),
    gone: yield* business('Closed Hall', 'closed-hall', 5, 4),
  };
  yield* run('UPDATE businesses SET is_deleted = 1 WHERE id = @gone', ids);
  for (const id of Object.values(ids)) {
    yield* run(
      `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
       VALUES (@owner, @id, 1, @now)`,
      { owner, id, now: NOW },
    );
  }
  for (const [name, price] of [
    ['Walima deluxe', 3500],
    ['Mehndi night', 1800],
  ] as const) {
    yield* run(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@main, @name, @price, @now, @now)`,
      { main: ids.main, name, price, now: NOW },
    );
  }
  yield* run(
    `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
     VALUES (@second, 'Baraat', 2500, @now, @now)`,
    { second: ids.second, now: NOW },
  );
  for (const serviceType of [2, 1]) {
    yield* run(
      `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@main, @serviceType, @now)`,
      { main: ids.main, serviceType, now: NOW },
    );
  }
  for (const [rating, day] of [
    [5, 1],
    [4, 2],
    [5, 3],
  ] as const) {
    yield* run(
      `INSERT INTO reviews (business_id, reviewer_name, rating, comment, created_at, modified_at)
       VALUES (@main, 'Guest', @rating, 'Lovely', @at, @at)`,
      { main: ids.main, rating, at: `2026-02-0${day}T00:00:00.000Z` },
    );
  }
  const slot = (date: string, start: string, reserved = 0, deleted = 0) =>
    run(
      `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, is_reserved,
         is_deleted, created_at, modified_at)
       VALUES (@main, 'Evening', @date, @start, '23:00', @reserved, @deleted, @now, @now)`,
      { main: ids.main, date, start, reserved, deleted, now: NOW },
    );
  yield* slot(addDays(T, 1), '18:00');
  yield* slot(addDays(T, 1), '12:00', 1);
  yield* slot(addDays(T, 2), '19:00');
  yield* slot(addDays(T, 2), '20:00', 0, 1);
  yield* slot(addDays(T, 90), '18:00');
  for (const [id, thumbnail] of [
    [ids.main, 1],
    [ids.main, 0],
    [ids.second, 1],
  ] as const) {
    yield* run(
      `INSERT INTO media (business_id, media_link, preview_link, is_thumbnail, created_at)
       VALUES (@id, @link, @preview, @thumbnail, @now)`,
      {
        id,
        link: `/media/${id}-${thumbnail}.webp`,
        preview: `/media/${id}-${thumbnail}-preview.webp`,
        thumbnail,
        now: NOW,
      },
    );
  }
  return { owner, ...ids };
}

/** What each engine answered, to compare once both have run. */
const answers: Partial<Record<Engine, unknown>> = {};
const opened: TestDatabase[] = [];
afterAll(() => Promise.all(opened.map((test) => test.close())));

describe.each(ENGINES)('the vendor read model on %s', (engine) => {
  it('reads profiles, lists, slots, the calendar and cards from one marketplace', async () => {
    const test = await openTestDatabase(engine);
    opened.push(test);
    const ids = await test.database.transaction(marketplace);
    const listings = createListingsService(test.database);
    const profile = await listings.profileBySlug('shalimar-lawn');
    expect(profile.packages.map((item) => item.package_name)).toEqual([
      'Mehndi night',
      'Walima deluxe',
    ]);
    expect(profile.reviews.map((review) => review.rating)).toEqual([5, 4, 5]);
    expect(profile.rating_distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
    expect(profile.slots.map((slot) => [slot.date, slot.start_time, slot.is_available])).toEqual([
      [addDays(T, 1), '12:00', false],
      [addDays(T, 1), '18:00', true],
      [addDays(T, 2), '19:00', true],
    ]);
    expect(profile.relevant_vendors.map((vendor) => vendor.business_name)).toEqual([
      'Noor Marquee',
      'Gulshan Hall',
    ]);
    expect(profile.media.map((item) => item.is_thumbnail)).toEqual([true, false]);
    await expect(listings.profileBySlug('closed-hall')).rejects.toMatchObject({ status: 404 });
    await expect(listings.assertBusiness(ids.gone)).rejects.toMatchObject({ status: 404 });

    const offers = await listings.offersOf([ids.main, ids.second]);
    answers[engine] = {
      profile,
      byId: await listings.profileById(ids.second),
      latest: await listings.latest(0, 2),
      slots: await listings.slots(ids.main, addDays(T, 1), addDays(T, 1)),
      calendar: await listings.calendar(ids.main),
      ofUser: await listings.ofUser(ids.owner),
      packagesOf: await listings.packagesOf(ids.main),
      reviewsOf: await listings.reviewsOf(ids.main),
      offers: { services: [...offers.services], packages: [...offers.packages] },
    };
  });
});

describe('the vendor read model on both engines', () => {
  it('answers the same from SQLite and PostgreSQL', () => {
    expect(answers.sqlite).toBeDefined();
    expect(answers.postgres).toEqual(answers.sqlite);
  });
});
