// The deterministic demo marketplace: vendors across the 8 cities and 14 business types with
// packages, services, halls or teams, reviews, future slots, coordinates and placeholder
// photos. Vendor n is always generated the same way (its own seeded random), so
// `--businesses 300` then `--businesses 50000` adds the missing ones.
import { CITY_CENTRES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { slugify, uniqueSlug } from '@baraat/shared/domain/slug';
import type { Database } from '../db/engine';
import { PLACEHOLDER_VARIANTS, placeholderLink, writePlaceholders } from './placeholders';
import { createRandom, type Random } from './random';
import { seedRepo } from './repo';
import {
  AREAS,
  FAMILY_NAMES,
  OWNER_FIRST_NAMES,
  PACKAGE_TIERS,
  REVIEW_COMMENTS,
  REVIEWER_NAMES,
  VOCABULARY,
} from './vocabulary';

export const DEFAULT_DEMO_VENDORS = 300;
const TYPE_COUNT = 14;
const BATCH = 1000;
const EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const RATING_WEIGHTS = [5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1];
const RESPONSE_HOURS = [1, 2, 4, 12, 24, 48];
const VENUE_TYPE = 1;

const CHILDREN = ['package', 'service', 'review', 'slot', 'media'] as const;

interface Context {
  servicesByType: Map<number, number[]>;
  today: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function phone(random: Random): string {
  return `03${random.int(0, 4)}${random.int(0, 9)} ${random.int(1_000_000, 9_999_999)}`;
}

/** Packages, services, halls or team, reviews, slots and photos of one business. */
function* enrich(
  ctx: Context,
  random: Random,
  id: number,
  typeId: number,
  cityId: number,
  createdMs: number,
) {
  const vocab = VOCABULARY[typeId]!;
  const created_at = iso(createdMs);
  // Written a kind at a time, one statement each, once the business's halls have their ids.
  const children = Object.fromEntries(CHILDREN.map((kind) => [kind, []])) as unknown as Record<
    (typeof CHILDREN)[number],
    Record<string, unknown>[]
  >;
  const [low, high] = vocab.priceRange;

  const tiers = random.int(2, 4);
  const prices: number[] = [];
  let maxGuests = 0;
  for (let tier = 0; tier < tiers; tier += 1) {
    const price = roundTo(low + ((high - low) * (tier + random.next())) / tiers, 500);
    const guests = typeId === VENUE_TYPE ? random.int(2, 10) * 100 : random.int(1, 10) * 50;
    prices.push(price);
    maxGuests = Math.max(maxGuests, guests);
    children.package.push({
      business_id: id,
      package_name: `${PACKAGE_TIERS[tier]} ${random.pick(vocab.packages)}`,
      description: `${PACKAGE_TIERS[tier]} tier: ${vocab.bio.toLowerCase()}`,
      price,
      duration_hours: random.int(3, 12),
      max_guests: guests,
      features: JSON.stringify(random.sample(vocab.features, random.int(3, 5))),
      is_popular: tier === 1 ? 1 : 0,
      created_at,
    });
  }

  for (const serviceTypeId of random.sample(
    ctx.servicesByType.get(typeId) ?? [],
    random.int(2, 3),
  )) {
    children.service.push({
      business_id: id,
      service_type_id: serviceTypeId,
      created_at,
    });
  }

  const hall = typeId === VENUE_TYPE;
  const workerCount = random.int(1, hall ? 3 : 4);
  const workers = Array.from({ length: workerCount }, (_, n) => {
    const hallCapacity = random.int(2, 10) * 100;
    return hall
      ? { name: `Hall ${String.fromCharCode(65 + n)}`, capacity: hallCapacity }
      : { name: `${random.pick(OWNER_FIRST_NAMES)} ${random.pick(FAMILY_NAMES)}`, capacity: 0 };
  });
  // A venue's largest hall holds the most guests its packages promise, so a booking of any of
  // them can be accepted into a hall (docs/product/requests.md#number-of-people).
  const largest = workers.reduce((best, worker) =>
    worker.capacity > best.capacity ? worker : best,
  );
  if (hall) largest.capacity = Math.max(largest.capacity, maxGuests);
  const capacity = Math.max(maxGuests, largest.capacity);
  const workerIds: number[] = [];
  for (const worker of workers) {
    workerIds.push(
      yield* seedRepo.insert('worker', {
        business_id: id,
        ...worker,
        worker_role: hall ? 'hall' : 'worker',
        created_at,
      }),
    );
  }

  const reviewCount = random.int(0, 14);
  let ratingSum = 0;
  for (let n = 0; n < reviewCount; n += 1) {
    const rating = random.pick(RATING_WEIGHTS);
    ratingSum += rating;
    children.review.push({
      business_id: id,
      reviewer_name: random.pick(REVIEWER_NAMES),
      rating,
      comment: random.pick(REVIEW_COMMENTS[rating]!),
      // Between the business's start and yesterday.
      created_at: iso(createdMs + random.next() * Math.max(0, Date.now() - DAY_MS - createdMs)),
    });
  }

  for (let day = 1; day <= 60; day += 1) {
    if (!random.chance(0.25)) continue;
    const date = addDays(ctx.today, day);
    const times = random.chance(0.5)
      ? [['12:00', '17:00']]
      : [
          ['11:00', '15:00'],
          ['19:00', '23:30'],
        ];
    for (const [start, end] of times) {
      children.slot.push({
        business_id: id,
        worker_id: random.pick(workerIds),
        slot_name: `${start} - ${end}`,
        date,
        start_time: start,
        end_time: end,
        is_available: random.chance(0.95) ? 1 : 0,
        created_at,
      });
    }
  }

  for (let variant = 1; variant <= PLACEHOLDER_VARIANTS; variant += 1) {
    children.media.push({
      business_id: id,
      media_link: placeholderLink(typeId, variant),
      title: `${vocab.packages[variant % vocab.packages.length]}`,
      description: vocab.bio,
      is_thumbnail: variant === 1 ? 1 : 0,
      created_at,
    });
  }

  for (const kind of CHILDREN) yield* seedRepo.insertAll(kind, children[kind]);
  const centre = CITY_CENTRES[cityId]!;
  yield* seedRepo.enrich({
    id,
    rating: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
    review_count: reviewCount,
    no_of_workers: workerCount,
    max_capacity: capacity,
    latitude: centre.lat + (random.next() - 0.5) * 0.2,
    longitude: centre.lng + (random.next() - 0.5) * 0.2,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    no_of_packages: prices.length,
    response_time_hours: random.pick(RESPONSE_HOURS),
  });
  return { rating: reviewCount ? ratingSum / reviewCount : 0, reviewCount };
}

function* vendor(ctx: Context, slugs: Set<string>, n: number, passwordHash: string) {
  const random = createRandom(Math.imul(n, 2654435761));
  const typeId = ((n - 1) % TYPE_COUNT) + 1;
  const cityId = random.int(1, 8);
  const vocab = VOCABULARY[typeId]!;
  const name = `${random.pick(vocab.names)} ${random.pick(vocab.suffixes)}`;
  const slug = uniqueSlug(slugify(name), slugs);
  slugs.add(slug);
  const createdMs = EPOCH + random.int(0, 600) * DAY_MS;
  const created_at = iso(createdMs);
  const city = AREAS[cityId]!;
  const handle = slug.replace(/-/g, '');

  const userId = yield* seedRepo.insert('user', {
    username: `vendor${n}`,
    email: `vendor${n}@demo.baraat.pk`,
    password_hash: passwordHash,
    first_name: random.pick(OWNER_FIRST_NAMES),
    last_name: random.pick(FAMILY_NAMES),
    mobile: phone(random),
    city_id: cityId,
    created_at,
  });
  const businessId = yield* seedRepo.insert('business', {
    business_name: name,
    slug,
    bio: `${vocab.bio} Based in ${random.pick(city)}.`,
    address: `${random.int(1, 250)} ${random.pick(city)}`,
    business_phone: phone(random),
    business_email: `vendor${n}@demo.baraat.pk`,
    website: random.chance(0.4) ? `https://${handle}.example.pk` : null,
    facebook_page: random.chance(0.5) ? `https://facebook.com/${handle}` : null,
    instagram_page: random.chance(0.6) ? `https://instagram.com/${handle}` : null,
    city_id: cityId,
    business_type_id: typeId,
    rating: 0,
    review_count: 0,
    no_of_workers: 0,
    max_capacity: 0,
    is_verified: random.chance(0.6) ? 1 : 0,
    latitude: null,
    longitude: null,
    is_featured: random.chance(0.1) ? 1 : 0,
    has_online_booking: random.chance(0.8) ? 1 : 0,
    has_instant_booking: random.chance(0.3) ? 1 : 0,
    response_time_hours: null,
    min_price: null,
    max_price: null,
    no_of_packages: 0,
    created_at,
  });
  yield* seedRepo.insert('mapping', {
    user_id: userId,
    business_id: businessId,
    business_type_id: typeId,
    created_at,
  });
  yield* enrich(ctx, random, businessId, typeId, cityId, createdMs);
}

async function context(database: Database, mediaDir: string): Promise<Context> {
  writePlaceholders(mediaDir);
  const servicesByType = new Map<number, number[]>();
  for (const service of await database.read(seedRepo.serviceTypes())) {
    servicesByType.set(service.business_type_id, [
      ...(servicesByType.get(service.business_type_id) ?? []),
      service.id,
    ]);
  }
  return { servicesByType, today: todayInPakistan() };
}

/** Adds generated vendors until there are `count`; returns how many it added. */
export async function seedMarketplace(
  database: Database,
  mediaDir: string,
  count: number,
  passwordHash: string,
): Promise<number> {
  const ctx = await context(database, mediaDir);
  const first = (await database.read(seedRepo.generatedCount())) + 1;
  for (let start = first; start <= count; start += BATCH) {
    await database.transaction(function* () {
      // Read in the transaction: on PostgreSQL a batch run again starts from what is committed.
      const slugs = yield* seedRepo.allSlugs();
      for (let n = start; n < Math.min(start + BATCH, count + 1); n += 1) {
        yield* vendor(ctx, slugs, n, passwordHash);
      }
    });
  }
  return Math.max(0, count - first + 1);
}

/** Gives an existing business (the demo owner's) the same packages, photos and slots. */
export async function enrichBusiness(
  database: Database,
  mediaDir: string,
  businessId: number,
  typeId: number,
  cityId: number,
) {
  const ctx = await context(database, mediaDir);
  const yearAgo = Date.now() - 365 * DAY_MS;
  await database.transaction(() =>
    enrich(ctx, createRandom(businessId), businessId, typeId, cityId, yearAgo),
  );
}
