// The mail outbox's SQL as a step, the same on both engines (docs/architecture.md#10-two-engines).
import { run } from '../../db/engine';

export const mailRepo = {
  *insert(mail: { to: string; subject: string; body: string }, now: string) {
    yield* run(
      `INSERT INTO mail_outbox (to_address, subject, body, created_at)
       VALUES (@to, @subject, @body, @now)`,
      { to: mail.to, subject: mail.subject, body: mail.body, now },
    );
  },
};
