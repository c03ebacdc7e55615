-- Conversations, messages, notifications and the live channel's tickets (docs/product/README.md,
-- docs/product/business-desk.md#what-a-business-holds, docs/product/messaging.md#calls; docs/product/messaging.md#the-live-channel).
--
-- One conversation per pair of users, stored with the smaller id first so the pair is unique
-- whichever of them starts it.
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY,
  user1_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user2_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_message_id INTEGER,
  last_message_at TEXT,
  CHECK (user1_id < user2_id),
  UNIQUE (user1_id, user2_id)
);
CREATE INDEX conversations_user2 ON conversations (user2_id);

-- A message is stored once per (sender, client_message_id): the device makes the id before it
-- sends, so a resend over REST or the socket after a lost answer finds the stored one.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_message_id TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  message_type TEXT NOT NULL DEFAULT 'text' CHECK (message_type = 'text'),
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  read_at TEXT,
  UNIQUE (sender_id, client_message_id)
);
CREATE INDEX messages_conversation ON messages (conversation_id, id);
CREATE INDEX messages_unread ON messages (receiver_id, conversation_id) WHERE read_at IS NULL;

-- docs/product/business-desk.md#what-a-business-holds, written by the domain events and pushed over the socket.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  receiver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('booking_new', 'booking_accepted', 'booking_rejected',
    'booking_updated', 'message_new', 'review_new', 'payment_received', 'payment_completed',
    'system_announcement', 'business_verified', 'profile_updated', 'reminder')),
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  priority TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  action_url TEXT,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_receiver ON notifications (receiver_id, id DESC);
CREATE INDEX notifications_unread ON notifications (receiver_id) WHERE is_read = 0;

-- Single-use tickets for /ws/{ticket} (docs/product/messaging.md#the-live-channel): the URL lands in logs, so it carries a
-- ticket valid for seconds, stored as a hash, never the access token.
CREATE TABLE ws_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
