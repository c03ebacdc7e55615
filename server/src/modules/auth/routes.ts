// /api/auth/*: every call of docs/product/accounts.md#calls. Routes validate with the shared
// schemas, call a service and present the result; rules live in the services.

import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import {
  businessSignupSchema,
  changePasswordSchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  customerSignupSchema,
  loginSchema,
  logoutSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenSchema,
  updateMeSchema,
} from '@baraat/shared/schemas/auth';
import Router from '@koa/router';
import { nowIso } from '../../db/connection';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { limitRoutes } from '../../http/rate-limit';
import { parseInput } from '../../http/validate';
import type { AccountService } from './account-service';
import { createPasswordService } from './password-service';
import { createProfileService } from './profile-service';
import type { AuthDeps, SessionService } from './session-service';

export const TOO_MANY_SIGNUPS =
  'Too many accounts have been created from this network. Please try again later.';
export const TOO_MANY_CHECKS =
  'Too many availability checks from this network. Please wait a minute and try again.';

interface AuthRouteDeps {
  deps: AuthDeps;
  guards: AuthGuards;
  idempotency: Idempotency;
  accounts: AccountService;
  sessions: SessionService;
}

export function authRoutes({ deps, guards, idempotency, accounts, sessions }: AuthRouteDeps) {
  const passwords = createPasswordService(deps, sessions);
  const profiles = createProfileService(deps.database);
  const router = new Router<AppState>({ prefix: '/auth' });
  // Each limit is shared by its routes: sign-ups of both kinds, checks of both fields.
  const { signupsPerHour, availabilityChecksPerMinute } = deps.config.limits;
  const signupLimit = limitRoutes(
    { name: 'signup', points: signupsPerHour, windowMs: 60 * 60 * 1000, detail: TOO_MANY_SIGNUPS },
    deps.limitStore,
  );
  const checkLimit = limitRoutes(
    {
      name: 'availability-check',
      points: availabilityChecksPerMinute,
      windowMs: 60 * 1000,
      detail: TOO_MANY_CHECKS,
    },
    deps.limitStore,
  );

  router.post('/login', async (ctx) => {
    ctx.body = await accounts.login(parseInput(loginSchema, ctx.request.body, 'body'), ctx.ip);
  });

  router.post('/signup/customer', signupLimit, async (ctx) => {
    const input = parseInput(customerSignupSchema, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = await accounts.signupCustomer(input);
  });

  router.post('/signup/business', signupLimit, async (ctx) => {
    const input = parseInput(businessSignupSchema, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = await accounts.signupBusiness(input);
  });

  // Both readings of the answer (docs/product/accounts.md#calls): is_username_exist and available.
  router.get('/check-username', checkLimit, async (ctx) => {
    const { username } = parseInput(checkUsernameQuerySchema, ctx.query, 'query');
    const exists = await accounts.usernameExists(username);
    ctx.body = { username, is_username_exist: exists, available: !exists };
  });

  router.get('/check-email', checkLimit, async (ctx) => {
    const { email } = parseInput(checkEmailQuerySchema, ctx.query, 'query');
    const exists = await accounts.emailExists(email);
    ctx.body = { email, is_email_exist: exists, available: !exists };
  });

  router.post('/refresh-token', async (ctx) => {
    const { refresh_token } = parseInput(refreshTokenSchema, ctx.request.body, 'body');
    ctx.body = await sessions.refresh(refresh_token);
  });

  router.post('/logout', guards.optionalUser, async (ctx) => {
    const { refresh_token } = parseInput(logoutSchema, ctx.request.body, 'body');
    await sessions.end(ctx.state.user?.sessionId, refresh_token);
    ctx.body = { message: AUTH_ERRORS.loggedOut };
  });

  router.get('/me', guards.requireUser, async (ctx) => {
    ctx.body = await profiles.me(ctx.state.user!.id);
  });

  router.patch('/me', guards.requireUser, idempotency.middleware, (ctx) => {
    const changes = parseInput(updateMeSchema, ctx.request.body, 'body');
    const now = nowIso();
    return idempotency.respondOnceStep(ctx, 200, () =>
      profiles.updateStep(ctx.state.user!.id, changes, now),
    );
  });

  router.post('/change-password', guards.requireUser, async (ctx) => {
    const input = parseInput(changePasswordSchema, ctx.request.body, 'body');
    await passwords.change(ctx.state.user!, input.current_password, input.new_password);
    ctx.body = { message: AUTH_ERRORS.passwordChanged };
  });

  router.post('/password-reset', async (ctx) => {
    const { email } = parseInput(passwordResetRequestSchema, ctx.request.body, 'body');
    await passwords.requestReset(email, ctx.ip);
    ctx.body = { message: AUTH_ERRORS.resetRequested };
  });

  router.post('/password-reset-confirm', async (ctx) => {
    const input = parseInput(passwordResetConfirmSchema, ctx.request.body, 'body');
    await passwords.confirmReset(input.token, input.new_password);
    ctx.body = { message: AUTH_ERRORS.passwordReset };
  });

  return router;
}
