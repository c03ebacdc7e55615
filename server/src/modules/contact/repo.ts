import type { ContactMessage } from '@baraat/shared/schemas/contact';
import type { Db } from '../../db/connection';

export function createContactRepo(db: Db) {
  const insert = db.prepare<ContactMessage & { now: string }>(
    `INSERT INTO contact_messages (name, email, phone, subject, message, created_at)
     VALUES (@name, @email, @phone, @subject, @message, @now)`,
  );
  return {
    /** Stores one message; returns its id. */
    insert: (message: ContactMessage, now: string) =>
      Number(insert.run({ ...message, now }).lastInsertRowid),
  };
}
