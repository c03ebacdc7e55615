// PUT /api/customer/profile (001 §3, §5): first and last name required, e-mail read-only.
import { z } from 'zod';
import { ADDRESS_MAX, BIO_MAX } from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { optionalPakistaniPhone, optionalText, personName } from './fields';

export const customerProfileSchema = z.object({
  address: optionalText(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`),
  bio: optionalText(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
  user: z.object({
    first_name: personName(VALIDATION.firstNameRequired),
    last_name: personName(VALIDATION.lastNameRequired),
    mobile: optionalPakistaniPhone,
  }),
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;

export interface CustomerProfile {
  address: string | null;
  bio: string | null;
  user: {
    user_id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string | null;
    mobile: string | null;
  };
}
