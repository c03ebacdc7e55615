// The accounts' routes as the API document tells them (docs/product/accounts.md#calls).
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import {
  authResponseSchema,
  businessSignupSchema,
  changePasswordSchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  customerSignupSchema,
  emailAvailabilitySchema,
  loginSchema,
  logoutSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenSchema,
  updateMeSchema,
  usernameAvailabilitySchema,
  userSchema,
} from '@baraat/shared/schemas/auth';
import { messageResponseSchema } from '@baraat/shared/schemas/common';
import type { ZodOpenApiOverrideMetaContext } from 'zod-openapi';
import { type ApiOperation, rateLimited } from '../../openapi/operation';
import { TOO_MANY_CHECKS, TOO_MANY_SIGNUPS } from './routes';

const tag = 'Accounts';
const user = userSchema.meta({ id: 'User' });
const session = authResponseSchema.meta({
  id: 'Session',
  description:
    'A session: an access token (a JWT for 15 minutes), a refresh token (30 days, one use), and the user.',
});
const message = (text: string) => ({ description: `\`${text}\``, schema: messageResponseSchema });
const signupRefusals = {
  409: {
    description: `The e-mail or the username is taken: \`${AUTH_ERRORS.emailExists}\` or \`${VALIDATION.usernameTaken}\`.`,
  },
  429: rateLimited(`20 sign-ups an hour per address, both kinds together: \`${TOO_MANY_SIGNUPS}\``),
};
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
const checkRefused = rateLimited(
  `60 username and e-mail checks a minute per address: \`${TOO_MANY_CHECKS}\``,
);

export const authOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag,
    summary: 'Sign in with an e-mail or a username, and a password',
    description:
      'Wrong passwords are slowed down, never locked out: after 5 failures for one account from one address, that address waits 15 minutes for that account; after 50 from one address across accounts, the address waits 15 minutes.',
    access: 'public',
    body: loginSchema,
    form: true,
    responses: {
      200: session,
      401: { description: `\`${AUTH_ERRORS.invalidCredentials}\`` },
      429: rateLimited(`\`${AUTH_ERRORS.tooManyLoginAttempts}\``),
    },
  },
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
  {
    method: 'get',
    path: '/auth/me',
    tag,
    summary: 'The signed-in user',
    access: 'user',
    responses: { 200: user },
  },
  {
    method: 'patch',
    path: '/auth/me',
    tag,
    summary: "Change the user's first and last name, mobile or city",
    access: 'user',
    body: updateMeSchema,
    idempotent: true,
    responses: { 200: { description: 'The user as saved.', schema: user } },
  },
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
        `5 reset links per 15 minutes per address: \`${AUTH_ERRORS.tooManyRequests}\``,
      ),
    },
  },
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
];
