import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { emailAvailabilitySchema } from '@baraat/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { businessPayload, customerPayload } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function fieldMessages(body: { detail: { loc: string[]; msg: string }[] }, field: string) {
  return body.detail.filter((issue) => issue.loc.join('.') === `body.${field}`).map((i) => i.msg);
}

describe('customer sign-up', () => {
  it('creates the account, signs the customer in and never returns the password hash', async () => {
    const payload = customerPayload({ email: 'Zara.Ahmed@Example.PK', last_name: '' });
    const { status, body } = await server.request('/api/auth/signup/customer', { json: payload });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: {
        username: payload.username,
        email: 'zara.ahmed@example.pk',
        first_name: 'Ayesha',
        last_name: null,
        is_business_owner: false,
        is_business: false,
        staff: null,
        city_id: 2,
      },
    });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const stored = (await server.sql.get<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = @username',
      { username: payload.username },
    ))!;
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 in the list form with the spec message of each bad field', async () => {
    const { status, body } = await server.request('/api/auth/signup/customer', {
      json: { username: 'a b', email: 'nope', password: '123', first_name: '', city_id: '' },
    });
    expect(status).toBe(422);
    expect(fieldMessages(body, 'username')).toEqual([VALIDATION.usernameChars]);
    expect(fieldMessages(body, 'email')).toEqual([VALIDATION.emailInvalid]);
    expect(fieldMessages(body, 'password')).toEqual([VALIDATION.passwordMin6]);
    expect(fieldMessages(body, 'first_name')).toEqual([VALIDATION.firstNameRequired]);
    expect(fieldMessages(body, 'city_id')).toEqual([VALIDATION.cityRequired]);
    expect(body.detail[0]).toHaveProperty('type');
  });

  it('refuses an e-mail that already has an account with 409', async () => {
    const first = customerPayload();
    await server.request('/api/auth/signup/customer', { json: first });
    const { status, body } = await server.request('/api/auth/signup/customer', {
      json: customerPayload({ email: first.email.toUpperCase() }),
    });
    expect(status).toBe(409);
    expect(body).toEqual({ detail: AUTH_ERRORS.emailExists });
  });

  it('refuses a taken username with 409 naming the username', async () => {
    const first = customerPayload();
    await server.request('/api/auth/signup/customer', { json: first });
    const { status, body } = await server.request('/api/auth/signup/customer', {
      json: customerPayload({ username: first.username.toUpperCase() }),
    });
    expect(status).toBe(409);
    expect(body).toEqual({ detail: VALIDATION.usernameTaken });
  });

  it('ignores a confirmPassword or role flag sent along', async () => {
    const { status, body } = await server.request('/api/auth/signup/customer', {
      json: { ...customerPayload(), confirmPassword: 'x', is_business_owner: true },
    });
    expect(status).toBe(201);
    expect(body.user.is_business_owner).toBe(false);
  });
});

describe('business sign-up', () => {
  it('creates the owner, the business and its mapping with a unique slug', async () => {
    const first = await server.request('/api/auth/signup/business', {
      json: businessPayload({ business_name: 'Noor Banquet Hall' }),
    });
    const second = await server.request('/api/auth/signup/business', {
      json: businessPayload({ business_name: 'Noor Banquet Hall!' }),
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.user).toMatchObject({ is_business_owner: true, is_business: true });

    const rows = await server.sql.all<{
      slug: string;
      user_id: number;
      business_type_id: number;
      bio: string;
    }>(
      `SELECT b.slug, b.business_type_id, m.user_id, b.bio FROM businesses b
       JOIN user_business_mapping m ON m.business_id = b.id
       WHERE b.business_name LIKE 'Noor Banquet Hall%' ORDER BY b.id`,
    );
    expect(rows.map((r) => r.slug)).toEqual(['noor-banquet-hall', 'noor-banquet-hall-2']);
    expect(rows[0]).toMatchObject({
      user_id: first.body.user.user_id,
      business_type_id: 1,
      bio: 'Marquee for 800 guests with lawn',
    });
  });

  it('gives every required field its spec message', async () => {
    const { status, body } = await server.request('/api/auth/signup/business', { json: {} });
    expect(status).toBe(422);
    expect(fieldMessages(body, 'username')).toEqual([VALIDATION.usernameRequired]);
    expect(fieldMessages(body, 'email')).toEqual([VALIDATION.emailRequired]);
    expect(fieldMessages(body, 'mobile')).toEqual([VALIDATION.phoneRequired]);
    expect(fieldMessages(body, 'phone')).toEqual([VALIDATION.businessPhoneRequired]);
    expect(fieldMessages(body, 'business_name')).toEqual([VALIDATION.businessNameRequired]);
    expect(fieldMessages(body, 'business_description')).toEqual([
      VALIDATION.businessDescriptionRequired,
    ]);
    expect(fieldMessages(body, 'address')).toEqual([VALIDATION.businessAddressRequired]);
    expect(fieldMessages(body, 'first_name')).toEqual([VALIDATION.firstNameRequired]);
  });

  it('holds the password to the checklist and the phones to the Pakistani format', async () => {
    const { status, body } = await server.request('/api/auth/signup/business', {
      json: businessPayload({ password: 'weakpass1', mobile: '555-0100', phone: '+1 202 555' }),
    });
    expect(status).toBe(422);
    expect(fieldMessages(body, 'password')).toEqual([VALIDATION.passwordRequirements]);
    expect(fieldMessages(body, 'mobile')).toEqual([VALIDATION.phoneInvalid]);
    expect(fieldMessages(body, 'phone')).toEqual([VALIDATION.phoneInvalid]);
  });

  it('refuses a password with a common pattern, as reset and change do', async () => {
    const payload = businessPayload({ password: 'Qwerty#2026' });
    const { status, body } = await server.request('/api/auth/signup/business', { json: payload });
    expect(status).toBe(422);
    expect(body.detail).toEqual([
      { loc: ['body', 'password'], msg: VALIDATION.passwordCommon, type: 'custom' },
    ]);
    const created = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM users WHERE username = @username',
      { username: payload.username },
    );
    expect(created!.n).toBe(0);
  });

  it('creates nothing when the e-mail is taken', async () => {
    const first = businessPayload();
    await server.request('/api/auth/signup/business', { json: first });
    const count = async () =>
      (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM businesses'))!.n;
    const before = await count();
    const { status } = await server.request('/api/auth/signup/business', {
      json: businessPayload({ email: first.email }),
    });
    expect(status).toBe(409);
    expect(await count()).toBe(before);
  });
});

describe('availability checks', () => {
  it('answers both readings for usernames, case-insensitively', async () => {
    const taken = customerPayload();
    await server.request('/api/auth/signup/customer', { json: taken });
    const yes = await server.request(
      `/api/auth/check-username?username=${taken.username.toUpperCase()}`,
    );
    expect(yes.body).toEqual({
      username: taken.username.toUpperCase(),
      is_username_exist: true,
      available: false,
    });
    const no = await server.request('/api/auth/check-username?username=nobody_here');
    expect(no.body).toMatchObject({ is_username_exist: false, available: true });
  });

  it('answers both readings for e-mails', async () => {
    const taken = customerPayload();
    await server.request('/api/auth/signup/customer', { json: taken });
    const yes = await server.request(
      `/api/auth/check-email?email=${encodeURIComponent(taken.email)}`,
    );
    expect(expectContract(emailAvailabilitySchema, yes)).toEqual({
      email: taken.email.toLowerCase(),
      is_email_exist: true,
      available: false,
    });
    const no = await server.request('/api/auth/check-email?email=free%40example.pk');
    expect(no.body).toMatchObject({ is_email_exist: false, available: true });
  });

  it('refuses a malformed username or e-mail with 422', async () => {
    const username = await server.request('/api/auth/check-username?username=a%20b');
    expect(username.status).toBe(422);
    expect(username.body.detail[0]).toMatchObject({
      loc: ['query', 'username'],
      msg: VALIDATION.usernameChars,
    });
    const email = await server.request('/api/auth/check-email');
    expect(email.status).toBe(422);
    expect(email.body.detail[0].msg).toBe(VALIDATION.emailRequired);
  });
});
