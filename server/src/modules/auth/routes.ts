// /api/auth/*: signing up, in and out (docs/product/accounts.md#calls), each call declared once
// with its API document; the signed-in user's own calls are in account-routes.ts. Routes
// validate with the shared schemas, call a service and present the result; rules live in the
// services.
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { tx } from '@baraat/shared/i18n/text';
import {
  authResponseSchema,
  businessSignupSchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  customerSignupSchema,
  emailAvailabilitySchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  usernameAvailabilitySchema,
} from '@baraat/shared/schemas/auth';
import type { Middleware } from 'koa';
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_LIMITS, REFRESH_TOKEN_TTL_SECONDS } from '../../config';
import type { AppState } from '../../http/context';
import { limitRoutes } from '../../http/rate-limit';
import { routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import { accountRoutes, message } from './account-routes';
import type { AccountService } from './account-service';
import {
  FAILURE_WINDOW_MS,
  FAILURES_PER_ACCOUNT_FROM_ADDRESS,
  FAILURES_PER_ADDRESS,
} from './login-throttle';
import { createPasswordService, type PasswordService } from './password-service';
import { createProfileService, type ProfileService } from './profile-service';
import type { AuthDeps, SessionService } from './session-service';

export const TOO_MANY_SIGNUPS = tx(
  'Too many accounts have been created from this network. Please try again later.',
);
export const TOO_MANY_CHECKS = tx(
  'Too many availability checks from this network. Please wait a minute and try again.',
);

/** What the accounts' routes need; each limit is one, shared by its routes. */
export interface AuthRouteDeps {
  accounts: AccountService;
  sessions: SessionService;
  passwords: PasswordService;
  profiles: ProfileService;
  /** Sign-ups of both kinds together, per address. */
  signupLimit: Middleware<AppState>;
  /** Checks of usernames and e-mails together, per address. */
  checkLimit: Middleware<AppState>;
}

/** The accounts' routes' services and limits, built once for the API (api.ts). */
export function authRouteDeps(
  deps: AuthDeps,
  accounts: AccountService,
  sessions: SessionService,
): AuthRouteDeps {
  const { signupsPerHour, availabilityChecksPerMinute } = deps.config.limits;
  return {
    accounts,
    sessions,
    passwords: createPasswordService(deps, sessions),
    profiles: createProfileService(deps.database),
    signupLimit: limitRoutes(
      {
        name: 'signup',
        points: signupsPerHour,
        windowMs: 60 * 60 * 1000,
        detail: TOO_MANY_SIGNUPS,
      },
      deps.limitStore,
    ),
    checkLimit: limitRoutes(
      {
        name: 'availability-check',
        points: availabilityChecksPerMinute,
        windowMs: 60 * 1000,
        detail: TOO_MANY_CHECKS,
      },
      deps.limitStore,
    ),
  };
}

const route = routesOf<{ auth: AuthRouteDeps }>();
const tag = 'Accounts';
const minutes = (ms: number) => `${ms / 60_000} minutes`;
const session = authResponseSchema.meta({
  id: 'Session',
  description: `A session: an access token (a JWT for ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes), a refresh token (${REFRESH_TOKEN_TTL_SECONDS / 86_400} days, one use), and the user.`,
});
const signupRefusals = {
  409: {
    description: `The e-mail or the username is taken: \`${AUTH_ERRORS.emailExists}\` or \`${VALIDATION.usernameTaken}\`.`,
  },
  429: rateLimited(
    `${DEFAULT_LIMITS.signupsPerHour} sign-ups an hour per address, both kinds together: \`${TOO_MANY_SIGNUPS}\``,
  ),
};
const checkRefused = rateLimited(
  `${DEFAULT_LIMITS.availabilityChecksPerMinute} username and e-mail checks a minute per address: \`${TOO_MANY_CHECKS}\``,
);

export const authRoutes = [
  route(
    {
      method: 'post',
      path: '/auth/login',
      tag,
      summary: 'Sign in with an e-mail or a username, and a password',
      description: `Wrong passwords are slowed down, never locked out: after ${FAILURES_PER_ACCOUNT_FROM_ADDRESS} failures for one account from one address, that address waits ${minutes(FAILURE_WINDOW_MS)} for that account; after ${FAILURES_PER_ADDRESS} from one address across accounts, the address waits ${minutes(FAILURE_WINDOW_MS)}.`,
      access: 'public',
      body: loginSchema,
      form: true,
      responses: {
        200: session,
        401: { description: `\`${AUTH_ERRORS.invalidCredentials}\`` },
        429: rateLimited(`\`${AUTH_ERRORS.tooManyLoginAttempts}\``),
      },
    },
    ({ body, ctx }, { auth }) => auth.accounts.login(body, ctx.ip),
  ),
  route(
    {
      method: 'post',
      path: '/auth/signup/customer',
      tag,
      summary: 'Sign up as a customer',
      access: 'public',
      body: customerSignupSchema,
      responses: {
        201: { description: 'The new customer, signed in.', schema: session },
        ...signupRefusals,
      },
    },
    ({ body }, { auth }) => auth.accounts.signupCustomer(body),
    ({ auth }) => [auth.signupLimit],
  ),
  route(
    {
      method: 'post',
      path: '/auth/signup/business',
      tag,
      summary: 'Sign up as a business owner, with the business',
      description:
        'Makes the owner and the business at once (its type, address and phone, and a unique slug for its public profile); the business starts in Karachi unless `city_id` says otherwise.',
      access: 'public',
      body: businessSignupSchema,
      responses: {
        201: { description: 'The new owner, signed in.', schema: session },
        ...signupRefusals,
      },
    },
    ({ body }, { auth }) => auth.accounts.signupBusiness(body),
    ({ auth }) => [auth.signupLimit],
  ),
  // Both readings of the answer (docs/product/accounts.md#calls): is_username_exist and available.
  route(
    {
      method: 'get',
      path: '/auth/check-username',
      tag,
      summary: 'Whether a username is taken',
      description: 'Answers both readings: `is_username_exist` and `available`.',
      access: 'public',
      query: checkUsernameQuerySchema,
      responses: { 200: usernameAvailabilitySchema, 429: checkRefused },
    },
    async ({ query: { username } }, { auth }) => {
      const exists = await auth.accounts.usernameExists(username);
      return { username, is_username_exist: exists, available: !exists };
    },
    ({ auth }) => [auth.checkLimit],
  ),
  route(
    {
      method: 'get',
      path: '/auth/check-email',
      tag,
      summary: 'Whether an e-mail has an account',
      description: 'Answers both readings: `is_email_exist` and `available`.',
      access: 'public',
      query: checkEmailQuerySchema,
      responses: { 200: emailAvailabilitySchema, 429: checkRefused },
    },
    async ({ query: { email } }, { auth }) => {
      const exists = await auth.accounts.emailExists(email);
      return { email, is_email_exist: exists, available: !exists };
    },
    ({ auth }) => [auth.checkLimit],
  ),
  route(
    {
      method: 'post',
      path: '/auth/refresh-token',
      tag,
      summary: 'A new access token for a refresh token',
      description:
        'Every refresh answers a new refresh token and retires the one sent; presenting a retired one again ends the whole session.',
      access: 'public',
      body: refreshTokenSchema,
      responses: {
        200: session,
        401: {
          description: `Unknown, expired, retired or signed out: \`${AUTH_ERRORS.invalidRefreshToken}\``,
        },
      },
    },
    ({ body }, { auth }) => auth.sessions.refresh(body.refresh_token),
  ),
  route(
    {
      method: 'post',
      path: '/auth/logout',
      tag,
      summary: 'Sign out',
      description:
        'Ends the session of the access token sent, and the one holding `refresh_token`: its refresh token stops working.',
      access: 'optional',
      body: logoutSchema,
      bodyOptional: true,
      responses: { 200: message(AUTH_ERRORS.loggedOut) },
    },
    async ({ user, body }, { auth }) => {
      await auth.sessions.end(user?.sessionId, body.refresh_token);
      return { message: AUTH_ERRORS.loggedOut };
    },
  ),
  ...accountRoutes,
];
