import type { User, updateMeSchema } from '@baraat/shared/schemas/auth';
import type { z } from 'zod';
import { nowIso } from '../../db/connection';
import type { AppDeps } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { presentUser } from './user-presenter';
import { createUsersRepo } from './users-repo';

export function createProfileService({ db }: AppDeps) {
  const users = createUsersRepo(db);

  function me(userId: number): User {
    const row = users.findById(userId);
    if (!row) throw unauthorized('Not authenticated');
    return presentUser(row);
  }

  /** Applies profile changes; runs inside the caller's transaction. */
  function update(userId: number, changes: z.output<typeof updateMeSchema>): User {
    users.updateProfile(userId, changes, nowIso());
    return me(userId);
  }

  return { me, update };
}

export type ProfileService = ReturnType<typeof createProfileService>;
