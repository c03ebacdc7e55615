import type { Db } from '../../db/connection';

export function createMailRepo(db: Db) {
  const insert = db.prepare<{ to: string; subject: string; body: string; now: string }>(
    `INSERT INTO mail_outbox (to_address, subject, body, created_at)
     VALUES (@to, @subject, @body, @now)`,
  );
  return {
    insert: (mail: { to: string; subject: string; body: string }, now: string) => {
      insert.run({ ...mail, now });
    },
  };
}
