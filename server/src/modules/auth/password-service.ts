// Changing a password, and resetting a forgotten one through a link sent by mail, on either
// engine (docs/architecture.md#10-two-engines). Hashing is async, so it happens before the
// transaction that writes the new hash; a link is checked again inside it and spent there.
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import type { Language } from '@baraat/shared/i18n/languages';
import { fill, tx } from '@baraat/shared/i18n/text';
import { nowIso } from '../../db/connection';
import type { Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { badRequest } from '../../http/errors';
import { createLimit } from '../../http/rate-limit';
import { createMailOutbox, type OutgoingMail } from '../mail/service';
import { hashPassword, verifyPassword } from './passwords';
import { type PasswordResetRow, resetsRepo as resets } from './resets-repo';
import type { AuthDeps, SessionService } from './session-service';
import { hashToken, newOpaqueToken } from './tokens';
import { usersRepo as users } from './users-repo';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset links one address may ask for in a window. */
export const RESET_REQUESTS_PER_WINDOW = 5;
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;

/** The link's row while it can still be used. */
function* openReset(token: string, now: string): Step<PasswordResetRow | undefined> {
  const reset = yield* resets.findByHash(hashToken(token));
  if (!reset || reset.used_at || reset.expires_at <= now) return undefined;
  return reset;
}

export function createPasswordService(deps: AuthDeps, sessions: SessionService) {
  const { database, config } = deps;
  const outbox = createMailOutbox(deps.logger, deps.translate);
  const resetRequestsByAddress = createLimit(
    {
      name: 'password-reset',
      points: RESET_REQUESTS_PER_WINDOW,
      windowMs: RESET_REQUEST_WINDOW_MS,
    },
    deps.limitStore,
  );

  async function change(user: AuthUser, currentPassword: string, newPassword: string) {
    const row = await database.read(users.findById(user.id));
    if (!row || !(await verifyPassword(row.password_hash, currentPassword))) {
      throw badRequest(AUTH_ERRORS.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(newPassword);
    const now = nowIso();
    await database.transaction(function* () {
      yield* users.setPassword(user.id, passwordHash, now);
      yield* sessions.revokeOthers(user.id, user.sessionId, now, 'password changed');
    });
  }

  /**
   * Mails a reset link to the account with `email`, in its saved language, else in the
   * language the request was read in.
   */
  async function requestReset(
    email: string,
    address: string,
    language: Language = 'en',
  ): Promise<void> {
    await resetRequestsByAddress.take(address, AUTH_ERRORS.tooManyRequests);
    const user = await database.read(users.findByEmail(email));
    if (!user) return;
    const token = newOpaqueToken();
    const now = new Date();
    const mail: OutgoingMail = {
      to: user.email,
      subject: tx('Reset your Baraat password'),
      // Paragraph by paragraph, so each is one text of the catalogs.
      body: [
        fill(tx('Assalam-o-Alaikum {name},'), { name: user.first_name }),
        tx(
          'Someone asked to reset the password of your Baraat account. To choose a new one, open this link within an hour:',
        ),
        `${config.publicUrl}/reset-password?token=${token}`,
        tx('If it was not you, ignore this mail: your password stays as it is.'),
      ].join('\n\n'),
    };
    const letter = outbox.inLanguage(mail, user.language ?? language);
    await database.transaction(function* () {
      yield* resets.insert(
        user.id,
        hashToken(token),
        nowIso(now),
        new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      );
      yield* outbox.queue(letter, nowIso(now));
    });
    outbox.announce(letter);
  }

  async function confirmReset(token: string, newPassword: string): Promise<void> {
    if (!(await database.read(openReset(token, nowIso())))) {
      throw badRequest(AUTH_ERRORS.invalidResetToken);
    }
    const passwordHash = await hashPassword(newPassword);
    const now = nowIso();
    const done = await database.transaction(function* () {
      const reset = yield* openReset(token, now);
      // The link's one use: a use racing this one finds it spent.
      if (!reset || !(yield* resets.markUsed(reset.id, now))) return false;
      yield* resets.invalidateAll(reset.user_id, now);
      yield* users.setPassword(reset.user_id, passwordHash, now);
      yield* sessions.revokeOthers(reset.user_id, '', now, 'password reset');
      return true;
    });
    if (!done) throw badRequest(AUTH_ERRORS.invalidResetToken);
  }

  return { change, requestReset, confirmReset };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
