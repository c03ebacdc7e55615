// PUT /api/customer/profile (docs/product/booking.md#what-a-booking-holds): first and last name required, e-mail read-only.
import { z } from 'zod';
import { ADDRESS_MAX, BIO_MAX } from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { fill, tx } from '../i18n/text';
import { optionalPakistaniPhone, optionalText, personName } from './fields';

export const customerProfileSchema = z.object({
  address: optionalText(
    ADDRESS_MAX,
    fill(tx('Address must be at most {max} characters'), { max: ADDRESS_MAX }),
  ),
  bio: optionalText(BIO_MAX, fill(tx('Bio must be at most {max} characters'), { max: BIO_MAX })),
  user: z.object({
    first_name: personName(VALIDATION.firstNameRequired),
    last_name: personName(VALIDATION.lastNameRequired),
    mobile: optionalPakistaniPhone,
  }),
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;

export const customerProfileResponseSchema = z.strictObject({
  address: z.string().nullable(),
  bio: z.string().nullable(),
  user: z.strictObject({
    user_id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    mobile: z.string().nullable(),
  }),
});
export type CustomerProfile = z.infer<typeof customerProfileResponseSchema>;
