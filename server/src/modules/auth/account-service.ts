// Signing in and signing up. Password hashing is async, so it happens before the IMMEDIATE
// transaction that re-checks availability and writes the account and its first session.
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import type {
  AuthResponse,
  businessSignupSchema,
  customerSignupSchema,
  loginSchema,
} from '@baraat/shared/schemas/auth';
import type { z } from 'zod';
import { inTransaction, nowIso } from '../../db/connection';
import type { AppDeps } from '../../http/context';
import { conflict, unauthorized } from '../../http/errors';
import type { BusinessesService } from '../businesses/service';
import { accountKey, createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import { createUsersRepo, type NewUser, type UserRow } from './users-repo';

export function createAccountService(
  deps: AppDeps,
  sessions: SessionService,
  businesses: BusinessesService,
) {
  const { db } = deps;
  const users = createUsersRepo(db);
  const throttle = createLoginThrottle();

  async function login(
    input: z.output<typeof loginSchema>,
    address: string,
  ): Promise<AuthResponse> {
    const user = users.findByLogin(input.username);
    const account = accountKey(user?.id, input.username);
    await throttle.assertAllowed(address, account);
    if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
      await throttle.failed(address, account);
      throw unauthorized(AUTH_ERRORS.invalidCredentials);
    }
    await throttle.succeeded(address, account);
    const session = inTransaction(db, () => sessions.start(user.id));
    return sessions.respond(user, session);
  }

  function assertAvailable(email: string, username: string): void {
    if (users.emailExists(email)) throw conflict(AUTH_ERRORS.emailExists);
    if (users.usernameExists(username)) throw conflict(VALIDATION.usernameTaken);
  }

  type AccountFields = Pick<
    NewUser,
    'username' | 'email' | 'first_name' | 'last_name' | 'mobile' | 'city_id'
  >;

  function insertUser(fields: AccountFields, passwordHash: string, owner: 0 | 1, now: string) {
    const { username, email, first_name, last_name, mobile, city_id } = fields;
    return users.insert({
      username,
      email,
      first_name,
      last_name,
      mobile,
      city_id,
      password_hash: passwordHash,
      is_business_owner: owner,
      now,
    });
  }

  async function signupCustomer(input: z.output<typeof customerSignupSchema>) {
    assertAvailable(input.email, input.username);
    const passwordHash = await hashPassword(input.password);
    const { user, session } = inTransaction(db, () => {
      assertAvailable(input.email, input.username);
      const id = insertUser(input, passwordHash, 0, nowIso());
      return { user: users.findById(id)!, session: sessions.start(id) };
    });
    return sessions.respond(user, session);
  }

  async function signupBusiness(input: z.output<typeof businessSignupSchema>) {
    assertAvailable(input.email, input.username);
    const passwordHash = await hashPassword(input.password);
    const { user, session } = inTransaction(db, () => {
      assertAvailable(input.email, input.username);
      const now = nowIso();
      const userId = insertUser(input, passwordHash, 1, now);
      businesses.register(userId, {
        business_name: input.business_name,
        bio: input.business_description,
        address: input.address,
        business_phone: input.phone,
        business_email: input.email,
        city_id: input.city_id,
        business_type_id: input.business_type,
        now,
      });
      return { user: users.findById(userId)!, session: sessions.start(userId) };
    });
    return sessions.respond(user, session);
  }

  return {
    login,
    signupCustomer,
    signupBusiness,
    usernameExists: (username: string) => users.usernameExists(username),
    emailExists: (email: string) => users.emailExists(email),
    findUser: (id: number): UserRow | undefined => users.findById(id),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
