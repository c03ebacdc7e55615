// /api/auth/*: the signed-in user's own calls and the forgotten password
// (docs/product/accounts.md#calls), each declared once with its API document.
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import {
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  updateMeSchema,
  userSchema,
} from '@baraat/shared/schemas/auth';
import { messageResponseSchema } from '@baraat/shared/schemas/common';
import type { ZodOpenApiOverrideMetaContext } from 'zod-openapi';
import { nowIso } from '../../db/connection';
import { routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import { RESET_REQUEST_WINDOW_MS, RESET_REQUESTS_PER_WINDOW } from './password-service';
import type { AuthRouteDeps } from './routes';

const route = routesOf<{ auth: AuthRouteDeps }>();
const tag = 'Accounts';
const user = userSchema.meta({ id: 'User' });

/** An answer that is a message, told by its text. */
export const message = (text: string) => ({
  description: `\`${text}\``,
  schema: messageResponseSchema,
});

/**
 * The change's body in both its readings (docs/product/accounts.md#calls): the shared schema
 * renders the snake_case one it validates after reading `currentPassword` and `newPassword`
 * as those; the camelCase reading is that one with its two fields renamed.
 */
const CAMEL_CASE: Record<string, string> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
};
const changePasswordBody = changePasswordSchema.meta({
  override: ({ jsonSchema }: ZodOpenApiOverrideMetaContext) => {
    const snake = { ...jsonSchema };
    const rename = (key: string) => CAMEL_CASE[key] ?? key;
    const camel = {
      ...snake,
      properties: Object.fromEntries(
        Object.entries(snake.properties ?? {}).map(([key, value]) => [rename(key), value]),
      ),
      required: snake.required?.map(rename),
    };
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key as keyof typeof jsonSchema];
    jsonSchema.anyOf = [snake, camel];
  },
});

export const accountRoutes = [
  route(
    {
      method: 'get',
      path: '/auth/me',
      tag,
      summary: 'The signed-in user',
      access: 'user',
      responses: { 200: user },
    },
    ({ user }, { auth }) => auth.profiles.me(user.id),
  ),
  route(
    {
      method: 'patch',
      path: '/auth/me',
      tag,
      summary: "Change the user's first and last name, mobile, city or language",
      access: 'user',
      body: updateMeSchema,
      idempotent: true,
      responses: { 200: { description: 'The user as saved.', schema: user } },
    },
    ({ user, body, once }, { auth }) => {
      const now = nowIso();
      return once(() => auth.profiles.updateStep(user.id, body, now));
    },
  ),
  route(
    {
      method: 'post',
      path: '/auth/change-password',
      tag,
      summary: 'Change the password',
      description:
        'Takes `current_password` and `new_password` (or `currentPassword` and `newPassword`); the new one under the strong rules. Ends the user’s other sessions.',
      access: 'user',
      body: changePasswordBody,
      responses: {
        200: message(AUTH_ERRORS.passwordChanged),
        400: {
          description: `\`${AUTH_ERRORS.currentPasswordWrong}\`, or a body that is not readable.`,
        },
      },
    },
    async ({ user, body }, { auth }) => {
      await auth.passwords.change(user, body.current_password, body.new_password);
      return { message: AUTH_ERRORS.passwordChanged };
    },
  ),
  route(
    {
      method: 'post',
      path: '/auth/password-reset',
      tag,
      summary: 'Send a reset link to an e-mail',
      description:
        'The answer is the same whether or not an account has that e-mail. The link is valid for one hour, once.',
      access: 'public',
      body: passwordResetRequestSchema,
      responses: {
        200: message(AUTH_ERRORS.resetRequested),
        429: rateLimited(
          `${RESET_REQUESTS_PER_WINDOW} reset links per ${RESET_REQUEST_WINDOW_MS / 60_000} minutes per address: \`${AUTH_ERRORS.tooManyRequests}\``,
        ),
      },
    },
    async ({ body, ctx }, { auth }) => {
      await auth.passwords.requestReset(body.email, ctx.ip, ctx.state.language);
      return { message: AUTH_ERRORS.resetRequested };
    },
  ),
  route(
    {
      method: 'post',
      path: '/auth/password-reset-confirm',
      tag,
      summary: "Choose a new password with a reset link's token",
      description: 'The new password is under the strong rules. Ends all the user’s sessions.',
      access: 'public',
      body: passwordResetConfirmSchema,
      responses: {
        200: message(AUTH_ERRORS.passwordReset),
        400: {
          description: `A used, expired or unknown link: \`${AUTH_ERRORS.invalidResetToken}\`; or a body that is not readable.`,
        },
      },
    },
    async ({ body }, { auth }) => {
      await auth.passwords.confirmReset(body.token, body.new_password);
      return { message: AUTH_ERRORS.passwordReset };
    },
  ),
];
