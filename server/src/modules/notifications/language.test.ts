// Notifications in their reader's language (docs/architecture.md#urdu-on-the-server): stored
// in English, listed and pushed in Urdu to an account that reads Urdu, with a small Urdu
// catalog (test/urdu-catalog.ts).
import { notificationPageSchema } from '@baraat/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, owner, type Person, sendRest, socketFor } from '../../test/messaging';
import { URDU, withUrduCatalog } from '../../test/urdu-catalog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(withUrduCatalog());
});
afterAll(() => server.close());

const readsUrdu = async (person: Person) => {
  const saved = await server.request('/api/auth/me', {
    method: 'PATCH',
    token: person.token,
    json: { language: 'ur' },
  });
  expect(saved.status).toBe(200);
};

const newMessages = async (person: Person, headers: Record<string, string> = {}) => {
  const response = await server.request('/api/notifications?type=message_new', {
    token: person.token,
    headers,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toContain('Accept-Language');
  return notificationPageSchema.parse(response.body).notifications;
};

describe('a notification', () => {
  it('is listed in Urdu to an account that reads Urdu, and in English when the header asks', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    await readsUrdu(vendor);
    await sendRest(server, bride, vendor.userId, 'Salaam!');

    const [inUrdu] = await newMessages(vendor);
    expect(inUrdu).toMatchObject({ title: URDU.newMessage });
    expect(inUrdu?.message).toMatch(/^.+ نے آپ کو پیغام بھیجا$/);

    const [inEnglish] = await newMessages(vendor, { 'Accept-Language': 'en' });
    expect(inEnglish).toMatchObject({ title: 'New message' });
    expect(inEnglish?.message).toMatch(/ sent you a message$/);
    const stored = await server.sql.get<{ title: string }>(
      'SELECT title FROM notifications WHERE id = @id',
      { id: inUrdu!.notification_id },
    );
    expect(stored?.title).toBe('New message');
  });

  it('is found by the words its reader reads, as well as by the stored English', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    await readsUrdu(vendor);
    await sendRest(server, bride, vendor.userId, 'Salaam!');
    const search = async (words: string, headers: Record<string, string> = {}) => {
      const response = await server.request(`/api/notifications?q=${encodeURIComponent(words)}`, {
        token: vendor.token,
        headers,
      });
      expect(response.status).toBe(200);
      const page = notificationPageSchema.parse(response.body);
      return { total: page.total, titles: page.notifications.map((n) => n.title) };
    };

    expect(await search('پیغام بھیجا')).toEqual({ total: 1, titles: [URDU.newMessage] });
    expect(await search('sent you')).toEqual({ total: 1, titles: [URDU.newMessage] });
    expect(await search('کوئی اور بات')).toEqual({ total: 0, titles: [] });
    // Read in English, the Urdu words find nothing.
    expect(await search('پیغام بھیجا', { 'Accept-Language': 'en' })).toEqual({
      total: 0,
      titles: [],
    });
  });

  it('is pushed in the receiver’s saved language', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    await readsUrdu(vendor);
    const socket = await socketFor(server, vendor);
    try {
      await sendRest(server, bride, vendor.userId, 'Is 12 December free?');
      const { notification } = await socket.next('notification');
      expect(notification.title).toBe(URDU.newMessage);
    } finally {
      socket.ws.close();
    }
  });

  it('comes with the live channel’s refusals in the same language', async () => {
    const vendor = await owner(server);
    await readsUrdu(vendor);
    const socket = await socketFor(server, vendor);
    try {
      socket.ws.send('not json');
      expect((await socket.next('error')).detail).toBe(URDU.frameNotJson);
    } finally {
      socket.ws.close();
    }
  });

  it('stays in English for an account that has not chosen a language', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    await sendRest(server, bride, vendor.userId, 'Salaam!');
    const [listed] = await newMessages(vendor);
    expect(listed?.title).toBe('New message');
  });
});
