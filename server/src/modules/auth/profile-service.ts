// The signed-in user's own account (GET and PATCH /auth/me), on either engine
// (docs/architecture.md#10-two-engines).
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import type { User, updateMeSchema } from '@baraat/shared/schemas/auth';
import type { z } from 'zod';
import type { Database, Step } from '../../db/engine';
import { unauthorized } from '../../http/errors';
import { presentUser } from './user-presenter';
import { usersRepo as users } from './users-repo';

function* meStep(userId: number): Step<User> {
  const row = yield* users.findById(userId);
  if (!row) throw unauthorized(AUTH_ERRORS.notAuthenticated);
  return presentUser(row);
}

export function createProfileService(database: Database) {
  /** The changes as a step, so the route stores its Idempotency-Key in the same transaction. */
  function* updateStep(
    userId: number,
    changes: z.output<typeof updateMeSchema>,
    now: string,
  ): Step<User> {
    yield* users.updateProfile(userId, changes, now);
    return yield* meStep(userId);
  }

  return {
    me: (userId: number) => database.read(meStep(userId)),
    updateStep,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
