// The customer's own profile (docs/product/discovery.md#calls): names, mobile, address and bio; the e-mail is
// read-only.
import type {
  CustomerProfile,
  customerProfileSchema,
} from '@baraat/shared/schemas/customer-profile';
import type { z } from 'zod';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { presentCustomerProfile } from './presenter';
import { createCustomersRepo } from './repo';

type ProfileChanges = z.output<typeof customerProfileSchema>;

export function createCustomersService(db: Db) {
  const customers = createCustomersRepo(db);

  const profile = (id: number): CustomerProfile => presentCustomerProfile(customers.profile(id)!);

  function update(id: number, input: ProfileChanges): CustomerProfile {
    return inTransaction(db, () => {
      customers.update({
        id,
        ...input.user,
        address: input.address,
        bio: input.bio,
        now: nowIso(),
      });
      return profile(id);
    });
  }

  return { profile, update };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
