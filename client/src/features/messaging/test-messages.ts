// Messages and conversations as the server presents them, for the inbox's tests.
import type { Conversation, Message } from '@baraat/shared/schemas/messaging';

export const ME = 5;
export const VENDOR = 9;

export function testMessage(fields: Partial<Message> = {}): Message {
  const at = fields.created_at ?? new Date().toISOString();
  return {
    message_id: 1,
    thread_id: 3,
    conversation_id: 3,
    client_message_id: `c-${fields.message_id ?? 1}-xxxxxxxx`,
    sender_id: ME,
    receiver_id: VENDOR,
    message_body: 'Salaam',
    message_type: 'text',
    date_time: at,
    created_at: at,
    delivered_at: null,
    read_at: null,
    status: 'sent',
    is_delivered: false,
    is_read: false,
    ...fields,
  };
}

export const testConversation = (fields: Partial<Conversation> = {}): Conversation => ({
  conversation_id: 3,
  user1_id: ME,
  user2_id: VENDOR,
  other_user: {
    user_id: VENDOR,
    username: 'shalimar',
    first_name: 'Bilal',
    last_name: 'Ahmed',
    business_name: 'Shalimar Marquee',
    business_city: 'Lahore',
    profile_picture: null,
    email: 'owner@baraat.pk',
    is_business_owner: true,
  },
  created_at: '2026-11-01T10:00:00.000Z',
  last_message_at: null,
  is_archived: false,
  unread_count: 0,
  last_message_preview: null,
  last_message: null,
  is_read: true,
  ...fields,
});
