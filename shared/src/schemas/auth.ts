// Payloads and answers of the accounts API (docs/product/accounts.md#what-an-account-holds). The server validates with
// these; the client's forms extend them with the fields that are never sent.
import { z } from 'zod';
import {
  ADDRESS_MAX,
  BIO_MAX,
  BUSINESS_NAME_MAX,
  CUSTOMER_PASSWORD_MIN,
  PASSWORD_MAX,
} from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { STAFF_ROLES } from '../domain/desk-roles';
import {
  containsCommonPattern,
  PASSWORD_REQUIREMENTS,
  strongPasswordProblems,
} from '../domain/password';
import { LANGUAGES } from '../i18n/languages';
import { tx } from '../i18n/text';
import {
  anyPassword,
  businessTypeId,
  cityId,
  email,
  optionalPakistaniPhone,
  optionalPersonName,
  pakistaniPhone,
  personName,
  requiredText,
  username,
} from './fields';

export const loginSchema = z.object({
  // The screen labels this field e-mail; it takes an e-mail or a username.
  username: z
    .string({ error: VALIDATION.emailRequired })
    .trim()
    .min(1, { error: VALIDATION.emailRequired }),
  password: anyPassword(VALIDATION.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

export const customerSignupSchema = z.object({
  username: username(),
  email: email(),
  password: z
    .string({ error: VALIDATION.passwordMin6 })
    .min(CUSTOMER_PASSWORD_MIN, { error: VALIDATION.passwordMin6 })
    .max(PASSWORD_MAX, { error: VALIDATION.passwordMax }),
  first_name: personName(VALIDATION.firstNameRequired),
  last_name: optionalPersonName,
  mobile: optionalPakistaniPhone,
  city_id: cityId,
});
export type CustomerSignupInput = z.input<typeof customerSignupSchema>;

/**
 * The five requirements of the business sign-up checklist, one message for all (docs/product/accounts.md#field-rules), and
 * the common-pattern list that change and reset apply, with their message.
 */
const businessPassword = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, { error: VALIDATION.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordMax })
  .refine((password) => PASSWORD_REQUIREMENTS.every((rule) => rule.test(password)), {
    error: VALIDATION.passwordRequirements,
  })
  .refine((password) => !containsCommonPattern(password), { error: VALIDATION.passwordCommon });

export const businessSignupSchema = z.object({
  username: username(VALIDATION.usernameRequired),
  first_name: personName(VALIDATION.firstNameRequired),
  last_name: optionalPersonName,
  email: email(VALIDATION.emailRequired),
  password: businessPassword,
  mobile: pakistaniPhone(VALIDATION.phoneRequired),
  business_name: requiredText(
    VALIDATION.businessNameRequired,
    BUSINESS_NAME_MAX,
    VALIDATION.businessNameMax,
  ),
  business_description: requiredText(
    VALIDATION.businessDescriptionRequired,
    BIO_MAX,
    VALIDATION.businessDescriptionMax,
  ),
  business_type: businessTypeId,
  address: requiredText(
    VALIDATION.businessAddressRequired,
    ADDRESS_MAX,
    VALIDATION.businessAddressMax,
  ),
  phone: pakistaniPhone(VALIDATION.businessPhoneRequired),
  // The business form always sends 1 (Karachi); other valid cities are accepted.
  city_id: cityId.default(1),
});
export type BusinessSignupInput = z.input<typeof businessSignupSchema>;

/** New password under the strong rules plus the common-pattern list; one issue per broken rule. */
export const strongPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(PASSWORD_MAX, { error: VALIDATION.passwordMax })
    .superRefine((password, ctx) => {
      for (const message of strongPasswordProblems(password)) {
        ctx.addIssue({ code: 'custom', message });
      }
    });

/** Accepts current_password/new_password and the camelCase reading (docs/product/accounts.md#calls). */
export const changePasswordSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    return {
      current_password: body.current_password ?? body.currentPassword,
      new_password: body.new_password ?? body.newPassword,
    };
  },
  z
    .object({
      current_password: anyPassword(VALIDATION.currentPasswordRequired),
      new_password: strongPassword(VALIDATION.newPasswordRequired),
    })
    .refine((body) => body.current_password !== body.new_password, {
      error: VALIDATION.newPasswordSameAsCurrent,
      path: ['new_password'],
    }),
);
export type ChangePasswordInput = { current_password: string; new_password: string };

export const passwordResetRequestSchema = z.object({ email: email(VALIDATION.emailRequired) });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: VALIDATION.resetTokenRequired })
    .trim()
    .min(1, { error: VALIDATION.resetTokenRequired }),
  new_password: strongPassword(VALIDATION.newPasswordRequired),
});

export const refreshTokenSchema = z.object({
  refresh_token: z
    .string({ error: tx('Refresh token is required') })
    .min(1)
    .max(200),
});

export const logoutSchema = z.object({ refresh_token: z.string().max(200).optional() });

export const checkUsernameQuerySchema = z.object({
  username: username(VALIDATION.usernameRequired),
});
export const checkEmailQuerySchema = z.object({ email: email(VALIDATION.emailRequired) });

export const updateMeSchema = z.object({
  first_name: personName(VALIDATION.firstNameRequired).optional(),
  last_name: optionalPersonName.optional(),
  mobile: optionalPakistaniPhone.optional(),
  city_id: cityId.optional(),
  /** The language the account reads Baraat in; null forgets the choice. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UpdateMeInput = z.input<typeof updateMeSchema>;

/** A staff member's seat on a business's desk (docs/product/accounts.md#staff-and-roles). */
export const staffSeatSchema = z.object({
  staff_id: z.number(),
  business_id: z.number(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffSeat = z.infer<typeof staffSeatSchema>;

export const userSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  mobile: z.string().nullable(),
  city_id: z.number().nullable(),
  /** The language the user chose to read Baraat in; null until they choose. Optional: older
   * servers do not send it. */
  language: z.enum(LANGUAGES).nullable().optional(),
  is_business_owner: z.boolean(),
  is_business: z.boolean(),
  /** Set for a staff member: the business whose desk they work, and their role there. */
  staff: staffSeatSchema.nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const usernameAvailabilitySchema = z.strictObject({
  username: z.string(),
  is_username_exist: z.boolean(),
  available: z.boolean(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
export const emailAvailabilitySchema = z.strictObject({
  email: z.string(),
  is_email_exist: z.boolean(),
  available: z.boolean(),
});
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;
