// The public answers, read with the shared schemas the client types them by (
// shared is the one contract): real app, on either engine, demo vendors.

import {
  businessTypesEnvelopeSchema,
  businessTypesResponseSchema,
  citiesResponseSchema,
  eventTypeSchema,
  serviceTypeSchema,
} from '@baraat/shared/schemas/catalog';
import { healthResponseSchema } from '@baraat/shared/schemas/common';
import { contactMessageSentSchema } from '@baraat/shared/schemas/contact';
import {
  latestListingsResponseSchema,
  searchResponseSchema,
} from '@baraat/shared/schemas/listings';
import { packageSearchResponseSchema } from '@baraat/shared/schemas/packages';
import {
  businessSchema,
  packageSchema,
  vendorCalendarSchema,
  vendorMediaSchema,
  vendorProfileSchema,
  vendorReviewSchema,
  vendorSlotSchema,
} from '@baraat/shared/schemas/vendor-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectContract } from '../test/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { seedVendors } from '../test/marketplace';

let server: TestServer;
let vendor: { id: number; slug: string; owner: number };
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 30);
  vendor = (await server.sql.get<typeof vendor>(
    `SELECT b.id, b.slug, m.user_id AS owner FROM businesses b
     JOIN user_business_mapping m ON m.business_id = b.id
     WHERE b.review_count > 0 AND EXISTS (SELECT 1 FROM businesses o
       WHERE o.business_type_id = b.business_type_id AND o.id <> b.id)
     ORDER BY b.id LIMIT 1`,
  ))!;
});
afterAll(() => server.close());

const get = (path: string) => server.request(path);

describe('public answers match the shared schemas', () => {
  it('answers the listings search and the newest listings as SearchResponse and its kin', async () => {
    const search = expectContract(searchResponseSchema, await get('/api/listings/search?limit=5'));
    expect(search.businesses.length).toBe(5);
    const latest = expectContract(latestListingsResponseSchema, await get('/api/listings?limit=3'));
    expect(latest.businesses.length).toBe(3);
    expectContract(z.array(businessSchema), await get(`/api/listings/user/${vendor.owner}`));
  });

  it('answers a vendor profile, by slug and by id, as VendorProfile', async () => {
    const profile = expectContract(
      vendorProfileSchema,
      await get(`/api/listings/profile/${vendor.slug}`),
    );
    expect(profile.packages.length).toBeGreaterThan(0);
    expect(profile.slots.length).toBeGreaterThan(0);
    expect(profile.reviews.length).toBeGreaterThan(0);
    expect(profile.media.length).toBeGreaterThan(0);
    expect(profile.relevant_vendors.length).toBeGreaterThan(0);
    expectContract(vendorProfileSchema, await get(`/api/listings/${vendor.id}`));
  });

  it("answers a vendor's slots, calendar and media lists", async () => {
    const slots = expectContract(
      z.array(vendorSlotSchema),
      await get(`/api/listings/slots/${vendor.id}`),
    );
    expect(slots.length).toBeGreaterThan(0);
    expectContract(vendorCalendarSchema, await get(`/api/listings/calendar/${vendor.id}`));
    expectContract(z.array(vendorMediaSchema), await get(`/api/media/business/${vendor.id}`));
  });

  it("answers the dashboard's vendor lists: packages, reviews, slots of a day", async () => {
    const date = (slotsOf: { date: string }[]) => slotsOf[0]!.date;
    const slots = (await get(`/api/listings/slots/${vendor.id}`)).body;
    expectContract(
      z.array(vendorSlotSchema),
      await get(`/api/businesses/${vendor.id}/slots?date=${date(slots)}`),
    );
    expectContract(z.array(packageSchema), await get(`/api/businesses/${vendor.id}/packages`));
    expectContract(z.array(vendorReviewSchema), await get(`/api/businesses/${vendor.id}/reviews`));
  });

  it('answers the package search as PackageSearchResponse', async () => {
    const answer = expectContract(
      packageSearchResponseSchema,
      await get('/api/packages/search?limit=4'),
    );
    expect(answer.packages.length).toBe(4);
  });

  it('answers the reference lists, health and the contact form', async () => {
    expectContract(citiesResponseSchema, await get('/api/easyshadi/cities'));
    expectContract(businessTypesEnvelopeSchema, await get('/api/easyshadi/business-types'));
    expectContract(businessTypesResponseSchema, await get('/api/business-types'));
    expectContract(businessTypesResponseSchema, await get('/api/listings/business-types'));
    expectContract(z.array(eventTypeSchema), await get('/api/event-types'));
    expectContract(z.array(serviceTypeSchema), await get('/api/service-types?business_type_id=1'));
    expectContract(healthResponseSchema, await get('/api/health'));
    const sent = await server.request('/api/contact', {
      json: {
        name: 'Ayesha',
        email: 'ayesha@example.pk',
        subject: 'general',
        message: 'Hello',
      },
    });
    expectContract(contactMessageSentSchema, sent, 201);
  });
});

describe('the schemas are strict enough to catch drift', () => {
  it('refuses an answer with a field missing, retyped or added', async () => {
    const profile = (await get(`/api/listings/profile/${vendor.slug}`)).body;
    const { slug: _slug, ...missing } = profile;
    expect(vendorProfileSchema.safeParse(missing).success).toBe(false);
    expect(vendorProfileSchema.safeParse({ ...profile, rating: '4.5' }).success).toBe(false);
    expect(vendorProfileSchema.safeParse({ ...profile, secret: 1 }).success).toBe(false);
    const nested = { ...profile, packages: [{ ...profile.packages[0], price: null }] };
    expect(vendorProfileSchema.safeParse(nested).success).toBe(false);
  });
});
