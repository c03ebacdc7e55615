// The contact form's SQL, the same on both engines, as steps (docs/architecture.md#10-two-engines).
import type { ContactMessage } from '@baraat/shared/schemas/contact';
import { get } from '../../db/engine';

export const contactRepo = {
  /** Stores one message; returns its id. */
  *insert(message: ContactMessage, now: string) {
    const row = yield* get<{ id: number }>(
      `INSERT INTO contact_messages (name, email, phone, subject, message, created_at)
       VALUES (@name, @email, @phone, @subject, @message, @now)
       RETURNING id`,
      { ...message, now },
    );
    return row!.id;
  },
};
