// The owner's business profile: GET and PUT /business/{id} (docs/product/resources.md#calls) and the public
// GET /business/{id}/owner (docs/product/accounts.md#calls), over the real app and a real SQLite file.
import { ADDRESS_MAX, BIO_MAX, BUSINESS_NAME_MAX } from '@baraat/shared/constants/limits';
import { VALIDATION } from '@baraat/shared/constants/messages';
import { BUSINESS_EDIT_TEXT, BUSINESS_LINK_MAX } from '@baraat/shared/schemas/businesses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../../http/auth';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Owner = Awaited<ReturnType<typeof buildOwner>>;

async function ownerWithBusiness(overrides: Record<string, unknown> = {}) {
  const owner = await buildOwner(server, overrides);
  const mine = await server.request('/api/business/my-business', { token: owner.access_token });
  return { owner, business: mine.body as { business_id: number; slug: string } };
}

const edit = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Shalimar Gardens',
  address: 'Plot 12, Rashid Minhas Road, Karachi',
  business_phone: '021 34567890',
  website: 'https://shalimar.example.pk',
  bio: 'Garden marquee for 800 guests.',
  facebook_page: 'https://facebook.com/shalimar',
  instagram_page: 'https://instagram.com/shalimar',
  ...overrides,
});

const put = (owner: Owner, id: number, json: unknown) =>
  server.request(`/api/business/${id}`, { method: 'PUT', token: owner.access_token, json });

/** The 422's messages, by field. */
const messages = (body: { detail: { loc: string[]; msg: string }[] }) =>
  Object.fromEntries(body.detail.map((issue) => [issue.loc.at(-1), issue.msg]));

describe('who may read and edit /business/{id}', () => {
  it('answers the owner’s own business as my-business does, and edits it', async () => {
    const { owner, business } = await ownerWithBusiness();
    const path = `/api/business/${business.business_id}`;
    const read = await server.request(path, { token: owner.access_token });
    const mine = await server.request('/api/business/my-business', { token: owner.access_token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(mine.body);
    const saved = await put(owner, business.business_id, edit());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(edit());
  });

  it('refuses a visitor with 401 and a customer with 403', async () => {
    const { business } = await ownerWithBusiness();
    const customer = await buildCustomer(server);
    const path = `/api/business/${business.business_id}`;
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { method: 'PUT', json: edit() })).status).toBe(401);
    const read = await server.request(path, { token: customer.access_token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ detail: BUSINESS_OWNER_REQUIRED });
    const write = await server.request(path, {
      method: 'PUT',
      token: customer.access_token,
      json: edit(),
    });
    expect(write.status).toBe(403);
  });

  it('answers 404 for another owner’s business and leaves it untouched', async () => {
    const { business } = await ownerWithBusiness({ business_name: 'Untouched Hall' });
    const { owner: other } = await ownerWithBusiness();
    const path = `/api/business/${business.business_id}`;
    const read = await server.request(path, { token: other.access_token });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ detail: 'Business not found' });
    expect((await put(other, business.business_id, edit())).status).toBe(404);
    expect(
      (await server.request('/api/business/999999', { token: other.access_token })).status,
    ).toBe(404);
    const row = await server.sql.get('SELECT business_name FROM businesses WHERE id = @id', {
      id: business.business_id,
    });
    expect(row).toEqual({ business_name: 'Untouched Hall' });
  });

  it('hands words under /business on to the routes that own them', async () => {
    // Not guarded here: a visitor gets the plain 404 of an unknown path, not this route's 401.
    const word = await server.request('/api/business/workers-of-tomorrow');
    expect(word.status).toBe(404);
    expect(word.body).toEqual({ detail: 'Not Found' });
    const { owner } = await ownerWithBusiness();
    const zero = await server.request('/api/business/0', { token: owner.access_token });
    expect(zero.status).toBe(422);
  });
});

describe('the business edit payload', () => {
  let owner: Owner;
  let id: number;
  beforeAll(async () => {
    const built = await ownerWithBusiness();
    owner = built.owner;
    id = built.business.business_id;
  });

  it('takes each limit at the edge and refuses one character past it', async () => {
    const edge = edit({
      business_name: 'N'.repeat(BUSINESS_NAME_MAX),
      bio: 'B'.repeat(BIO_MAX),
      address: 'A'.repeat(ADDRESS_MAX),
    });
    const saved = await put(owner, id, edge);
    expect(saved.status).toBe(200);
    expect(saved.body.bio).toHaveLength(BIO_MAX);
    const past = await put(
      owner,
      id,
      edit({
        business_name: 'N'.repeat(BUSINESS_NAME_MAX + 1),
        bio: 'B'.repeat(BIO_MAX + 1),
        address: 'A'.repeat(ADDRESS_MAX + 1),
      }),
    );
    expect(past.status).toBe(422);
    expect(messages(past.body)).toEqual({
      business_name: VALIDATION.businessNameMax,
      bio: BUSINESS_EDIT_TEXT.bioMax,
      address: VALIDATION.businessAddressMax,
    });
  });

  it('requires the name and a Pakistani phone', async () => {
    const blank = await put(owner, id, edit({ business_name: '   ', business_phone: '' }));
    expect(blank.status).toBe(422);
    expect(messages(blank.body)).toEqual({
      business_name: VALIDATION.businessNameRequired,
      business_phone: VALIDATION.businessPhoneRequired,
    });
    const foreign = await put(owner, id, edit({ business_phone: '+1 415 555 0100 22' }));
    expect(messages(foreign.body)).toEqual({ business_phone: VALIDATION.phoneInvalid });
    const missing = await put(owner, id, { bio: 'no name' });
    expect(messages(missing.body)).toEqual({ business_name: VALIDATION.businessNameRequired });
  });

  it('takes http and https links only, and a blank link clears it', async () => {
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.pk', 'www.example.pk', 'x']) {
      const refused = await put(owner, id, edit({ website: bad, instagram_page: bad }));
      expect(refused.status, bad).toBe(422);
      expect(messages(refused.body)).toEqual({
        website: BUSINESS_EDIT_TEXT.linkInvalid,
        instagram_page: BUSINESS_EDIT_TEXT.linkInvalid,
      });
    }
    const long = `https://example.pk/${'p'.repeat(BUSINESS_LINK_MAX)}`;
    expect(messages((await put(owner, id, edit({ facebook_page: long }))).body)).toEqual({
      facebook_page: BUSINESS_EDIT_TEXT.linkMax,
    });
    const plain = await put(owner, id, edit({ website: 'http://shalimar.example.pk' }));
    expect(plain.body.website).toBe('http://shalimar.example.pk');
    const cleared = await put(owner, id, edit({ website: '', facebook_page: null, bio: '' }));
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ website: null, facebook_page: null, bio: '' });
  });

  it('keeps the fields a payload leaves out', async () => {
    await put(owner, id, edit());
    const renamed = await put(owner, id, { business_name: 'Only The Name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ ...edit(), business_name: 'Only The Name' });
  });

  it('answers a body that is not an object with 422, never 500', async () => {
    const response = await put(owner, id, ['business_name']);
    expect(response.status).toBe(422);
  });
});

describe('what customers see after an edit', () => {
  it('keeps the slug on a rename, and the profile and search show the new name and bio', async () => {
    const { owner, business } = await ownerWithBusiness({ business_name: 'Qawwali Corner' });
    const saved = await put(
      owner,
      business.business_id,
      edit({ business_name: 'Zarnigar Banquet', bio: 'Rooftop banquet with a mehfil stage.' }),
    );
    expect(saved.body.slug).toBe(business.slug);
    expect(saved.body.modified_at > saved.body.created_at).toBe(true);
    const profile = await server.request(`/api/listings/profile/${business.slug}`);
    expect(profile.body).toMatchObject({
      business_name: 'Zarnigar Banquet',
      bio: 'Rooftop banquet with a mehfil stage.',
    });
    const ids = async (text: string) =>
      (await server.request(`/api/listings/search?text=${text}&limit=100`)).body.businesses.map(
        (card: { business_id: number }) => card.business_id,
      );
    expect(await ids('zarnigar')).toContain(business.business_id);
    expect(await ids('mehfil')).toContain(business.business_id);
    expect(await ids('qawwali')).not.toContain(business.business_id);
  });
});

describe('GET /business/{id}/owner', () => {
  it('names the owner of a business to anyone, and 404 for an unknown one', async () => {
    const { owner, business } = await ownerWithBusiness();
    const answer = await server.request(`/api/business/${business.business_id}/owner`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      business_id: business.business_id,
      owner_user_id: owner.user.user_id,
    });
    expect((await server.request('/api/business/999999/owner')).status).toBe(404);
  });
});
