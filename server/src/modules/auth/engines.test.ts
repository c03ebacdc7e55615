// Accounts, sessions and password resets on both engines (docs/architecture.md#10-two-engines): the same answers
// from a real SQLite file and from the run's throwaway PostgreSQL for a sign-up, a sign-in, a
// refresh and a sign-out, and the guarantees that must hold when requests race: one account per
// e-mail however many sign up with it at once, one rotation of a refresh token however many
// present it at once, one use of a password reset link however many use it at once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { customerSignupSchema } from '@baraat/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { all, get } from '../../db/engine';
import { createLogger } from '../../logger';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { customerPayload } from '../../test/factories';
import { type AccountService, createAccountService } from './account-service';
import { createPasswordService, type PasswordService } from './password-service';
import { createProfileService, type ProfileService } from './profile-service';
import { createSessionService, type SessionService } from './session-service';

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'baraat-auth-')),
  JWT_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'http://localhost:8000',
});

const signupInput = (overrides: Record<string, unknown> = {}) =>
  customerSignupSchema.parse(customerPayload(overrides));

describe.each(ENGINES)('accounts, sessions and resets on %s', (engine) => {
  let test: TestDatabase;
  let sessions: SessionService;
  let accounts: AccountService;
  let profiles: ProfileService;
  let passwords: PasswordService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const deps = { database: test.database, config, logger: createLogger('silent') };
    sessions = createSessionService(deps);
    accounts = createAccountService(deps, sessions, () => {
      throw new Error('no business sign-up here');
    });
    profiles = createProfileService(test.database);
    passwords = createPasswordService(deps, sessions);
  });
  afterAll(() => test.close());

  const sessionId = async (accessToken: string) => {
    const user = await sessions.authenticate(accessToken);
    return typeof user === 'object' ? user?.sessionId : undefined;
  };
  const accountsWith = async (email: string) =>
    (await test.database.read(
      get<{ n: number }>('SELECT count(*) AS n FROM users WHERE lower(email) = lower(@email)', {
        email,
      }),
    ))!.n;

  it('signs up, signs in, refreshes and signs out', async () => {
    const input = signupInput({ email: 'Sana.Malik@Example.PK', last_name: '' });
    const signedUp = await accounts.signupCustomer(input);
    expect(signedUp).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: {
        username: input.username,
        email: 'sana.malik@example.pk',
        last_name: null,
        is_business_owner: false,
        city_id: 2,
      },
    });
    expect(await accounts.emailExists('SANA.MALIK@example.pk')).toBe(true);
    expect(await accounts.usernameExists(input.username.toUpperCase())).toBe(true);
    expect(await profiles.me(signedUp.user.user_id)).toEqual(signedUp.user);

    // Sign-in by e-mail in any case, and by username: a session each.
    const byEmail = await accounts.login(
      { username: 'Sana.Malik@EXAMPLE.pk', password: input.password },
      '203.0.113.1',
    );
    expect(byEmail.user).toEqual(signedUp.user);
    await expect(
      accounts.login({ username: input.username, password: 'wrong-password' }, '203.0.113.1'),
    ).rejects.toMatchObject({ status: 401, detail: AUTH_ERRORS.invalidCredentials });
    const first = await sessionId(signedUp.access_token);
    expect(first).toBeDefined();
    expect(await sessionId(byEmail.access_token)).not.toBe(first);

    const refreshed = await sessions.refresh(signedUp.refresh_token);
    expect(refreshed.user).toEqual(signedUp.user);
    expect(refreshed.refresh_token).not.toBe(signedUp.refresh_token);
    expect(await sessionId(refreshed.access_token)).toBe(first);

    await sessions.end(first, undefined);
    expect(await sessions.authenticate(refreshed.access_token)).toBeNull();
    await expect(sessions.refresh(refreshed.refresh_token)).rejects.toMatchObject({
      status: 401,
      detail: AUTH_ERRORS.invalidRefreshToken,
    });
    // The other session lives on until its refresh token signs it out.
    expect(await sessionId(byEmail.access_token)).toBeDefined();
    await sessions.end(undefined, byEmail.refresh_token);
    expect(await sessions.authenticate(byEmail.access_token)).toBeNull();
  });

  it('rotates a refresh token once: a second presentation ends the session', async () => {
    const signedUp = await accounts.signupCustomer(signupInput());
    const rotated = await sessions.refresh(signedUp.refresh_token);
    await expect(sessions.refresh(signedUp.refresh_token)).rejects.toMatchObject({
      status: 401,
      detail: AUTH_ERRORS.invalidRefreshToken,
    });
    // The successor and its access token die with the family.
    await expect(sessions.refresh(rotated.refresh_token)).rejects.toMatchObject({ status: 401 });
    expect(await sessions.authenticate(rotated.access_token)).toBeNull();
    await expect(sessions.refresh('not-a-token')).rejects.toMatchObject({ status: 401 });
  });

  it('lets one of ten refreshes of a token at once through, and ends the session as reuse', async () => {
    const signedUp = await accounts.signupCustomer(signupInput());
    const session = await sessionId(signedUp.access_token);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => sessions.refresh(signedUp.refresh_token)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({
        status: 401,
        detail: AUTH_ERRORS.invalidRefreshToken,
      });
    }
    // As on SQLite, where they run one after another: the second finds the token rotated, which
    // is reuse, and the session ends with every token of it.
    expect(
      await test.database.read(
        get<{ revoked_reason: string | null; tokens: number; rotated: number }>(
          `SELECT s.revoked_reason,
             (SELECT count(*) FROM refresh_tokens r WHERE r.session_id = s.id) AS tokens,
             (SELECT count(*) FROM refresh_tokens r
              WHERE r.session_id = s.id AND r.rotated_at IS NOT NULL) AS rotated
           FROM auth_sessions s WHERE s.id = @session`,
          { session },
        ),
      ),
    ).toEqual({ revoked_reason: 'refresh token reused', tokens: 2, rotated: 1 });
    const winner = outcomes.find((outcome) => outcome.status === 'fulfilled')!;
    expect(await sessions.authenticate(winner.value.access_token)).toBeNull();
  });

  it('changes the profile fields it is given and leaves the others', async () => {
    const { user } = await accounts.signupCustomer(signupInput());
    const changed = await test.database.transaction(() =>
      profiles.updateStep(
        user.user_id,
        { last_name: null, city_id: 3 },
        '2026-02-01T00:00:00.000Z',
      ),
    );
    expect(changed).toEqual({ ...user, last_name: null, city_id: 3 });
    expect(await profiles.me(user.user_id)).toEqual(changed);
  });

  it('keeps one account when ten sign up with one e-mail at once', async () => {
    const email = `Twin${randomBytes(4).toString('hex')}@example.pk`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        accounts.signupCustomer(signupInput({ email: n % 2 ? email : email.toUpperCase() })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ status: 409, detail: AUTH_ERRORS.emailExists });
    }
    expect(await accountsWith(email)).toBe(1);
  });

  const mailsTo = (to: string) =>
    test.database.read(
      all<{ subject: string; body: string; sent_at: string | null }>(
        'SELECT subject, body, sent_at FROM mail_outbox WHERE to_address = @to ORDER BY id',
        { to },
      ),
    );

  it('mails a reset link that sets a new password once, even used ten times at once', async () => {
    const input = signupInput();
    const signedUp = await accounts.signupCustomer(input);
    await passwords.requestReset(input.email.toUpperCase(), '203.0.113.7');
    const [mail, ...more] = await mailsTo(input.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Reset your Baraat password', sent_at: null });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;

    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => passwords.confirmReset(token, `Dholki#Night${n}`)),
    );
    const used = outcomes.flatMap((outcome, n) => (outcome.status === 'fulfilled' ? [n] : []));
    expect(used).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ status: 400, detail: AUTH_ERRORS.invalidResetToken });
    }
    // The one that used it set the password, and every session from before is over.
    const login = (password: string) =>
      accounts.login({ username: input.username, password }, '203.0.113.8');
    expect((await login(`Dholki#Night${used[0]}`)).user).toEqual(signedUp.user);
    expect(await sessions.authenticate(signedUp.access_token)).toBeNull();
    await expect(passwords.confirmReset(token, 'Another#Pass6')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers a reset for an unknown e-mail alike and queues nothing', async () => {
    await passwords.requestReset('nobody-at-all@example.pk', '203.0.113.9');
    expect(await mailsTo('nobody-at-all@example.pk')).toEqual([]);
  });
});
