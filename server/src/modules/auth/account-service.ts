// Signing in and signing up, on either engine (docs/architecture.md#10-two-engines). Password
// hashing is async, so it happens before the transaction that writes the account and its first
// session.
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import type {
  AuthResponse,
  businessSignupSchema,
  customerSignupSchema,
  loginSchema,
} from '@baraat/shared/schemas/auth';
import type { z } from 'zod';
import { nowIso } from '../../db/connection';
import { ConstraintError } from '../../db/constraints';
import { computed, type Step } from '../../db/engine';
import { conflict, unauthorized } from '../../http/errors';
import type { BusinessesService } from '../businesses/service';
import { accountKey, createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { type AuthDeps, newSessionStart, type SessionService } from './session-service';
import { isRemovedStaff } from './user-presenter';
import { type NewUser, usersRepo as users } from './users-repo';

/** A new owner's business and mapping, as a step of the sign-up's transaction; its id. */
export type RegisterBusiness = (
  ownerUserId: number,
  business: Parameters<BusinessesService['registerStep']>[1],
) => Step<number>;

export function createAccountService(
  { database, limitStore }: AuthDeps,
  sessions: SessionService,
  registerBusiness: RegisterBusiness,
) {
  const throttle = createLoginThrottle(limitStore);

  async function login(
    input: z.output<typeof loginSchema>,
    address: string,
  ): Promise<AuthResponse> {
    const user = await database.read(users.findByLogin(input.username));
    const account = accountKey(user?.id, input.username);
    await throttle.assertAllowed(address, account);
    const verified = await verifyPassword(user?.password_hash, input.password);
    if (!verified || !user || isRemovedStaff(user)) {
      await throttle.failed(address, account);
      throw unauthorized(AUTH_ERRORS.invalidCredentials);
    }
    await throttle.succeeded(address, account);
    const start = newSessionStart();
    const session = await database.transaction(() => sessions.start(user.id, start));
    return sessions.respond(user, session);
  }

  function* assertAvailable(email: string, username: string) {
    if (yield* users.emailExists(email)) throw conflict(AUTH_ERRORS.emailExists);
    if (yield* users.usernameExists(username)) throw conflict(VALIDATION.usernameTaken);
  }

  type AccountFields = Pick<
    NewUser,
    'username' | 'email' | 'first_name' | 'last_name' | 'mobile' | 'city_id'
  >;

  function newUser(fields: AccountFields, passwordHash: string, owner: 0 | 1, now: string) {
    const { username, email, first_name, last_name, mobile, city_id } = fields;
    return {
      username,
      email,
      first_name,
      last_name,
      mobile,
      city_id,
      password_hash: passwordHash,
      is_business_owner: owner,
      now,
    };
  }

  /** Checks, hashes, then writes the account (and what `more` adds) with its first session. */
  async function signUp(
    fields: AccountFields & { password: string },
    owner: 0 | 1,
    more: (userId: number, now: string) => Step<unknown>,
  ) {
    const available = () => database.read(assertAvailable(fields.email, fields.username));
    await available();
    const passwordHash = await hashPassword(fields.password);
    const start = newSessionStart();
    const now = nowIso(start.now);
    // The transaction reads nothing other sign-ups write (docs/architecture.md#10-two-engines):
    // no re-check, the row from the insert itself. A sign-up racing another of the same name
    // or address past the check above is refused by the unique index, and the check, run again
    // now that the winner has committed, answers 409 in the spec's words.
    const { user, session } = await database
      .transaction(function* () {
        const created = yield* users.create(newUser(fields, passwordHash, owner, now));
        yield* more(created.id, now);
        return { user: created, session: yield* sessions.start(created.id, start) };
      })
      .catch(async (error: unknown) => {
        if (error instanceof ConstraintError) await available();
        throw error;
      });
    return sessions.respond(user, session);
  }

  const signupCustomer = (input: z.output<typeof customerSignupSchema>) =>
    signUp(input, 0, () => computed(() => undefined));

  const signupBusiness = (input: z.output<typeof businessSignupSchema>) =>
    signUp(input, 1, (userId, now) =>
      registerBusiness(userId, {
        business_name: input.business_name,
        bio: input.business_description,
        address: input.address,
        business_phone: input.phone,
        business_email: input.email,
        city_id: input.city_id,
        business_type_id: input.business_type,
        now,
      }),
    );

  return {
    login,
    signupCustomer,
    signupBusiness,
    usernameExists: (username: string) => database.read(users.usernameExists(username)),
    emailExists: (email: string) => database.read(users.emailExists(email)),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
