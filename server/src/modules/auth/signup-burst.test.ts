// Many sign-ups at once (docs/architecture.md#10-two-engines): on PostgreSQL they run side by
// side in SERIALIZABLE transactions, and none may end in a 500; two of one name or e-mail are
// still told apart by the unique indexes, the loser in the spec's words.
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPayload, customerPayload, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BURST = 200;
const RACERS = 20;
const OWNERS = 150;

const signUp = (payload: Record<string, unknown>) =>
  server.request('/api/auth/signup/customer', { json: payload });

/** The statuses, and how many of each, for the report of a failed expectation. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('a burst of customer sign-ups', () => {
  it(`signs up ${BURST} different customers at once, each of whom can then sign in`, async () => {
    const payloads = Array.from({ length: BURST }, () => customerPayload());
    const answers = await Promise.all(payloads.map(signUp));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: BURST });
    expect(new Set(answers.map((answer) => answer.body.user.user_id)).size).toBe(BURST);

    const logins = await Promise.all(
      payloads.map((payload) =>
        server.request('/api/auth/login', {
          json: { username: payload.username, password: GOOD_PASSWORD },
        }),
      ),
    );
    expect(tally(logins.map((login) => login.status))).toEqual({ 200: BURST });
    logins.forEach((login, i) => {
      expect(login.body.user.user_id).toBe(answers[i]!.body.user.user_id);
    });
  }, 120_000);

  it.each([
    { field: 'username', detail: VALIDATION.usernameTaken },
    { field: 'email', detail: AUTH_ERRORS.emailExists },
  ] as const)(
    `lets one of ${RACERS} racing for one $field have it; the rest hear 409`,
    async ({ field, detail }) => {
      const taken = customerPayload()[field];
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          signUp(customerPayload({ [field]: i % 2 ? taken.toUpperCase() : taken })),
        ),
      );
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: RACERS - 1 });
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(answer.body).toEqual({ detail });
      }
      const stored = await server.sql.get<{ n: number }>(
        {
          sqlite: `SELECT count(*) AS n FROM users WHERE ${field} = @taken`,
          postgres: `SELECT count(*) AS n FROM users WHERE lower(${field}) = lower(CAST(@taken AS TEXT))`,
        },
        { taken },
      );
      expect(stored?.n).toBe(1);
    },
    60_000,
  );
});

describe('a burst of business sign-ups', () => {
  it(`signs up ${OWNERS} owners at once, each business with a slug of its own`, async () => {
    const answers = await Promise.all(
      Array.from({ length: OWNERS }, (_, i) =>
        server.request('/api/auth/signup/business', {
          json: businessPayload({ business_name: `Burst Hall ${i}` }),
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: OWNERS });
    const slugs = await server.sql.all<{ slug: string }>(
      "SELECT slug FROM businesses WHERE business_name LIKE 'Burst Hall %' ORDER BY id",
    );
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(OWNERS);
  }, 120_000);
});
