import { personName } from '@baraat/shared/domain/names';
import type {
  Conversation,
  Message,
  MessagingUser,
  PublicUser,
} from '@baraat/shared/schemas/messaging';
import { isSet } from '../../db/flags';
import type { ConversationRow, MessageRow, UserRow } from './repo';

const PREVIEW_LENGTH = 100;

export function presentMessage(row: MessageRow): Message {
  return {
    message_id: row.id,
    thread_id: row.conversation_id,
    conversation_id: row.conversation_id,
    client_message_id: row.client_message_id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    message_body: row.body,
    message_type: 'text',
    date_time: row.created_at,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
    read_at: row.read_at,
    status: row.read_at ? 'read' : row.delivered_at ? 'delivered' : 'sent',
    is_delivered: row.delivered_at !== null,
    is_read: row.read_at !== null,
  };
}

export function presentPublicUser(row: UserRow): PublicUser {
  return {
    user_id: row.user_id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name ?? '',
    business_name: row.business_name,
    business_city: row.business_city,
    profile_picture: row.profile_picture,
    is_business_owner: isSet(row.is_business_owner),
  };
}

/** How messaging names a user: the business they own, else their name. */
export const partyName = (row: UserRow) => row.business_name ?? personName(row);

/** A member of one's own conversation: their e-mail too (docs/product/messaging.md#the-inbox). */
export const presentMessagingUser = (row: UserRow): MessagingUser => ({
  ...presentPublicUser(row),
  email: row.email,
});

export function presentConversation(
  row: ConversationRow,
  other: UserRow,
  last: MessageRow | undefined,
): Conversation {
  const lastMessage = last ? presentMessage(last) : null;
  return {
    conversation_id: row.id,
    user1_id: row.user1_id,
    user2_id: row.user2_id,
    other_user: presentMessagingUser(other),
    created_at: row.created_at,
    last_message_at: row.last_message_at,
    is_archived: false,
    unread_count: row.unread_count,
    last_message_preview: last ? last.body.slice(0, PREVIEW_LENGTH) : null,
    last_message: lastMessage,
    is_read: lastMessage?.is_read ?? true,
  };
}
