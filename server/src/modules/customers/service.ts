// The customer's own profile (docs/product/discovery.md#calls): names, mobile, address and bio; the e-mail is
// read-only. On either engine (docs/architecture.md#10-two-engines).
import type {
  CustomerProfile,
  customerProfileSchema,
} from '@baraat/shared/schemas/customer-profile';
import type { z } from 'zod';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { presentCustomerProfile } from './presenter';
import { customersRepo as customers } from './repo';

type ProfileChanges = z.output<typeof customerProfileSchema>;

export function createCustomersService(db: Database) {
  function* profileStep(id: number): Step<CustomerProfile> {
    return presentCustomerProfile((yield* customers.profile(id))!);
  }

  /** The update as a step, so the route can store its Idempotency-Key in the same transaction. */
  function* updateStep(id: number, input: ProfileChanges): Step<CustomerProfile> {
    yield* customers.update({
      id,
      ...input.user,
      address: input.address,
      bio: input.bio,
      now: nowIso(),
    });
    return yield* profileStep(id);
  }

  return {
    profile: (id: number) => db.read(profileStep(id)),
    updateStep,
    update: (id: number, input: ProfileChanges) => db.transaction(() => updateStep(id, input)),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
