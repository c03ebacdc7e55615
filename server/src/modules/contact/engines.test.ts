// The contact form's service on both engines (docs/architecture.md#10-two-engines): each message
// stored as sent on a real SQLite file and on the run's throwaway PostgreSQL, every one of many
// sent at once kept, and an address's share counted only in messages stored.
import type { ContactMessage } from '@baraat/shared/schemas/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../db/engine';
import { createLogger } from '../../logger';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { type ContactService, createContactService } from './service';

const message = (phone: string | null = '0300 1234567'): ContactMessage => ({
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone,
  subject: 'booking',
  message: 'We are looking for a marquee in Lahore for 400 guests in December.',
});

interface StoredMessage extends ContactMessage {
  id: number;
  created_at: string;
}

describe.each(ENGINES)('the contact form on %s', (engine) => {
  let test: TestDatabase;
  let contact: ContactService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    contact = createContactService(test.database, createLogger('silent'));
  });
  afterAll(() => test.close());

  const stored = () =>
    test.database.read(all<StoredMessage>('SELECT * FROM contact_messages ORDER BY id'));

  it('stores the message as sent and thanks the sender', async () => {
    const before = (await stored()).length;
    expect(await contact.send(message(), '203.0.113.1')).toEqual({
      message: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
    });
    await contact.send(message(null), '203.0.113.1');
    const rows = (await stored()).slice(before);
    expect(rows).toEqual([
      { ...message(), id: expect.any(Number), created_at: expect.any(String) },
      { ...message(null), id: expect.any(Number), created_at: expect.any(String) },
    ]);
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(rows[0]!.created_at);
  });

  it('keeps every one of many messages sent at once', async () => {
    const before = (await stored()).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => contact.send(message(), `198.51.100.${i}`)),
    );
    const rows = (await stored()).slice(before);
    expect(new Set(rows.map((row) => row.id)).size).toBe(20);
  });

  it('refuses an address that has sent its share, and not another', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      await contact.checkAllowance('192.0.2.7');
      await contact.send(message(), '192.0.2.7');
    }
    await expect(contact.checkAllowance('192.0.2.7')).rejects.toMatchObject({ status: 429 });
    await expect(contact.checkAllowance('192.0.2.8')).resolves.toBeUndefined();
  });
});
