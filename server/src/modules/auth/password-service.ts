// Changing a password, and resetting a forgotten one through a link sent by mail.
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { sqliteDatabase } from '../../db/sqlite-engine';
import type { AuthUser } from '../../http/context';
import { badRequest } from '../../http/errors';
import { createLimit } from '../../http/rate-limit';
import { createMailOutbox, type OutgoingMail } from '../mail/service';
import { hashPassword, verifyPassword } from './passwords';
import { createResetsRepo } from './resets-repo';
import type { AuthDeps, SessionService } from './session-service';
import { hashToken, newOpaqueToken } from './tokens';
import { usersRepo as users } from './users-repo';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export function createPasswordService(deps: AuthDeps, db: Db, sessions: SessionService) {
  const { database, config } = deps;
  const { runSync } = sqliteDatabase(db);
  const resets = createResetsRepo(db);
  const outbox = createMailOutbox(db, deps.logger);
  const resetRequestsByAddress = createLimit({
    name: 'password-reset',
    points: 5,
    windowMs: 15 * 60 * 1000,
  });

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

  async function requestReset(email: string, address: string): Promise<void> {
    await resetRequestsByAddress.take(address, AUTH_ERRORS.tooManyRequests);
    const user = runSync(users.findByEmail(email));
    if (!user) return;
    const token = newOpaqueToken();
    const now = new Date();
    const mail: OutgoingMail = {
      to: user.email,
      subject: 'Reset your Baraat password',
      body:
        `Assalam-o-Alaikum ${user.first_name},\n\n` +
        'Someone asked to reset the password of your Baraat account. To choose a new one, ' +
        `open this link within an hour:\n\n${config.publicUrl}/reset-password?token=${token}\n\n` +
        'If it was not you, ignore this mail: your password stays as it is.',
    };
    inTransaction(db, () => {
      resets.insert(
        user.id,
        hashToken(token),
        nowIso(now),
        new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      );
      outbox.queue(mail, nowIso(now));
    });
    outbox.announce(mail);
  }

  function openReset(token: string) {
    const reset = resets.findByHash(hashToken(token));
    if (!reset || reset.used_at || reset.expires_at <= nowIso()) return undefined;
    return reset;
  }

  async function confirmReset(token: string, newPassword: string): Promise<void> {
    if (!openReset(token)) throw badRequest(AUTH_ERRORS.invalidResetToken);
    const passwordHash = await hashPassword(newPassword);
    const done = inTransaction(db, () => {
      const reset = openReset(token);
      if (!reset) return false;
      const now = nowIso();
      resets.invalidateAll(reset.user_id, now);
      runSync(users.setPassword(reset.user_id, passwordHash, now));
      runSync(sessions.revokeOthers(reset.user_id, '', now, 'password reset'));
      return true;
    });
    if (!done) throw badRequest(AUTH_ERRORS.invalidResetToken);
  }

  return {
    change,
    requestReset,
    confirmReset,
    prune: (now: Date) => resets.pruneBefore(nowIso(now)),
  };
}
