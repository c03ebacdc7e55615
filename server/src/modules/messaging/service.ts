// Conversations and messages (issue 12; docs/product/accounts.md#field-rules, docs/product/accounts.md#calls): who may write to whom, a message
// stored once per (sender, client_message_id) whichever path brought it, and the live frames
// that follow a write — sent after the transaction, so nobody hears of a message that was
// not stored.
import { randomUUID } from 'node:crypto';
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { MESSAGING_TEXTS, type Message } from '@baraat/shared/schemas/messaging';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { sqliteDatabase } from '../../db/sqlite-engine';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { createLimit } from '../../http/rate-limit';
import type { NotificationsService } from '../notifications/service';
import {
  presentConversation,
  presentMessage,
  presentMessagingUser,
  presentPublicUser,
} from './presenter';
import { createMessagingRepo, type MessageRow } from './repo';

/** How the service reaches people's open sockets (the realtime hub implements it). */
export interface LivePort {
  /** Sends to every open socket of the user; true when at least one took it. */
  toUser: (userId: number, frame: ServerFrame) => boolean;
}

export interface Recipient {
  receiverId?: number | undefined;
  bookingId?: number | undefined;
  conversationId?: number | undefined;
}

export interface NewMessage extends Recipient {
  body: string;
  clientMessageId?: string | undefined;
}

export interface Sent {
  message: Message;
  /** False when the same client_message_id had already been stored. */
  created: boolean;
}

const refuse = (detail: string) => unprocessable(detail);

export function createMessagingService(
  db: Db,
  notifications: NotificationsService,
  live: LivePort,
  limits: { messagesPerMinute: number },
) {
  const repo = createMessagingRepo(db);
  const { runSync } = sqliteDatabase(db);
  // One budget per sender, whichever path a message takes (issue 19): sockets are cheap to
  // open, so a budget per socket would let one person store as much as they have sockets.
  const budget = createLimit({
    name: 'messages',
    points: limits.messagesPerMinute,
    windowMs: 60_000,
  });
  const push = (userId: number, frame: ServerFrame) => live.toUser(userId, frame);

  function conversationFor(me: number, id: number) {
    const row = repo.conversation(me, id);
    if (!row) throw notFound(MESSAGING_TEXTS.noConversation);
    return row;
  }

  function present(me: number, id: number) {
    const row = conversationFor(me, id);
    const other = repo.user(row.other_user_id)!;
    return presentConversation(row, other, repo.lastMessage(row.id));
  }

  /** Who the message goes to, by user, booking or conversation; refusals in the spec's words. */
  function receiverOf(me: number, to: Recipient): number {
    if (to.conversationId !== undefined)
      return conversationFor(me, to.conversationId).other_user_id;
    let receiver = to.receiverId;
    if (to.bookingId !== undefined) {
      const parties = repo.bookingParties(to.bookingId);
      if (!parties || (parties.owner_id !== me && parties.customer_user_id !== me)) {
        throw notFound('Booking not found');
      }
      if (parties.is_walkin === 1 || parties.customer_user_id === null) {
        throw refuse(MESSAGING_TEXTS.walkIn);
      }
      receiver = parties.owner_id === me ? parties.customer_user_id : parties.owner_id;
    }
    if (receiver === undefined) throw refuse('receiver_id is required');
    if (receiver === me) throw refuse(MESSAGING_TEXTS.self);
    return receiver;
  }

  /**
   * Anyone may write to a business; an owner may write to a customer who asked its business
   * for a booking; and either may answer in a conversation that already exists.
   */
  function assertMayWrite(me: number, receiver: number) {
    const them = repo.user(receiver);
    if (!them) throw notFound(MESSAGING_TEXTS.noUser);
    if (them.is_business_owner === 1) return them;
    if (repo.partners(me).includes(receiver)) return them;
    if (repo.hasBooked(me, receiver)) return them;
    throw forbidden(MESSAGING_TEXTS.forbidden);
  }

  function send(me: number, input: NewMessage): Sent {
    return inTransaction(db, () => {
      if (input.clientMessageId) {
        const stored = repo.bySenderKey(me, input.clientMessageId);
        if (stored) {
          if (stored.body !== input.body) throw refuse(MESSAGING_TEXTS.clientIdReused);
          return { message: presentMessage(stored), created: false };
        }
      }
      const receiver = receiverOf(me, input);
      assertMayWrite(me, receiver);
      const now = nowIso();
      const conversation = repo.ensureConversation(me, receiver, now);
      const id = repo.insertMessage({
        conversation_id: conversation.id,
        sender_id: me,
        receiver_id: receiver,
        client_message_id: input.clientMessageId ?? randomUUID(),
        body: input.body,
        created_at: now,
      });
      // The messages badge counts messages; the bell holds one "new message" per conversation
      // until the conversation (or the notification) is read. Keyed on the notification, not
      // on unread messages: a conversation open on the receiver's screen reads each message as
      // it arrives, and every message would otherwise add one more to the bell.
      if (!runSync(notifications.hasUnreadAboutConversation(receiver, conversation.id))) {
        const sender = presentPublicUser(repo.user(me)!);
        runSync(
          notifications.recordStep({
            receiver_id: receiver,
            type: 'message_new',
            title: 'New message',
            message: `${sender.business_name ?? [sender.first_name, sender.last_name].join(' ').trim()} sent you a message`,
            data: { conversation_id: conversation.id, sender_id: me },
            action_url: `/messages?conversation=${conversation.id}`,
          }),
        );
      }
      return { message: presentMessage(repo.message(id)!), created: true };
    });
  }

  function markDelivered(rows: MessageRow[]) {
    const now = nowIso();
    const delivered = inTransaction(db, () =>
      rows.filter((row) => repo.markDelivered(row.id, now)),
    );
    for (const row of delivered) {
      push(row.sender_id, {
        type: 'delivered',
        conversation_id: row.conversation_id,
        message_ids: [row.id],
        delivered_at: now,
      });
    }
    /** The rows as they are now, delivered ones included. */
    return rows.map((row) => (delivered.includes(row) ? { ...row, delivered_at: now } : row));
  }

  /** Tells both sides of a stored message; delivered once one of the receiver's sockets has it. */
  function announce(message: Message) {
    push(message.sender_id, { type: 'message', message });
    if (push(message.receiver_id, { type: 'message', message })) {
      markDelivered([repo.message(message.message_id)!]);
    }
  }

  function markRead(me: number, conversationId: number, upTo = Number.MAX_SAFE_INTEGER) {
    conversationFor(me, conversationId);
    const now = nowIso();
    const { read, cleared } = inTransaction(db, () => {
      const marked = repo.markRead(conversationId, me, upTo, now);
      // Read to its end: the bell's "new message" about it is read too.
      const rest = repo.conversation(me, conversationId)!.unread_count;
      return {
        read: marked,
        cleared: rest ? 0 : runSync(notifications.readAboutConversation(me, conversationId)),
      };
    });
    const frame = (ids: number[]): ServerFrame => ({
      type: 'read',
      conversation_id: conversationId,
      message_ids: ids,
      reader_id: me,
      read_at: now,
    });
    for (const sender of new Set(read.map((row) => row.sender_id))) {
      push(sender, frame(read.filter((row) => row.sender_id === sender).map((row) => row.id)));
    }
    // The reader's own devices too: their messages badge and bell drop wherever they are open.
    if (read.length > 0 || cleared > 0) push(me, frame(read.map((row) => row.id)));
    return {
      conversation_id: conversationId,
      marked: read.length,
      unread_total: repo.unreadTotal(me),
    };
  }

  return {
    /** Spends one message of the sender's minute, before a send; 429 once it is spent. */
    takeSendBudget: (me: number) => budget.take(String(me), GLOBAL_ERRORS.tooManyRequests),
    /** A send that found its message already stored gives its message back. */
    refundSend: (me: number) => budget.giveBack(String(me)),
    send,
    announce,
    markRead,
    conversations: (me: number) =>
      repo
        .conversations(me)
        .map((row) =>
          presentConversation(row, repo.user(row.other_user_id)!, repo.lastMessage(row.id)),
        ),
    conversation: present,
    /** A page of a conversation (offset from the newest), oldest first. Reaching the receiver's
     * device this way counts as delivered. */
    messages(me: number, conversationId: number, limit: number, offset: number) {
      conversationFor(me, conversationId);
      const rows = repo.page(conversationId, limit + 1, offset);
      const shown = rows.slice(0, limit).reverse();
      const arriving = shown.filter((row) => row.receiver_id === me && row.delivered_at === null);
      const delivered = new Map(markDelivered(arriving).map((row) => [row.id, row]));
      return {
        conversation_id: conversationId,
        messages: shown.map((row) => presentMessage(delivered.get(row.id) ?? row)),
        has_more: rows.length > limit,
      };
    },
    /** The legacy inbox's "older than the first one shown" page. */
    before(me: number, conversationId: number, time: string, limit: number) {
      conversationFor(me, conversationId);
      return repo.before(conversationId, time, limit).reverse().map(presentMessage);
    },
    /** Opens (or finds) the conversation with a user the caller may write to. */
    start(me: number, userId: number) {
      if (userId === me) throw refuse(MESSAGING_TEXTS.self);
      assertMayWrite(me, userId);
      const { id, created } = inTransaction(db, () =>
        repo.ensureConversation(me, userId, nowIso()),
      );
      return { conversation: present(me, id), created };
    },
    /** Businesses for everyone; an owner also finds the customers it may write to. */
    searchUsers(me: number, isOwner: boolean, text: string) {
      const partners = new Set(repo.partners(me));
      return repo
        .searchUsers(me, text, !isOwner)
        .filter(
          (row) =>
            row.is_business_owner === 1 ||
            partners.has(row.user_id) ||
            repo.hasBooked(me, row.user_id),
        )
        .map(presentPublicUser);
    },
    /**
     * A user's profile, only to someone with a tie to them (issue 19): themself, a conversation
     * partner (with the e-mail), a vendor they booked with or who booked with them, or anyone
     * for a business owner, whose profile is public. A stranger is not found: ids are
     * sequential, so anything else would list every account's name.
     */
    user(me: number, userId: number) {
      const row = repo.user(userId);
      if (!row) throw notFound(MESSAGING_TEXTS.noUser);
      if (userId === me || repo.partners(me).includes(userId)) return presentMessagingUser(row);
      if (row.is_business_owner === 1 || repo.hasBooked(me, userId)) return presentPublicUser(row);
      throw notFound(MESSAGING_TEXTS.noUser);
    },
    unreadStatus: (me: number) => {
      const count = repo.unreadTotal(me);
      return { has_new_messages: count > 0, unread_count: count };
    },
    /** Whether a user may send another a notification: themself, or a customer of theirs. */
    mayNotify: (me: number, receiver: number) => receiver === me || repo.hasBooked(me, receiver),
    /** Everyone who hears of the user's presence. */
    partners: repo.partners,
    /** Typing goes only to the other member of a conversation the sender is in. */
    typing(me: number, conversationId: number, typing: boolean) {
      const row = conversationFor(me, conversationId);
      push(row.other_user_id, {
        type: 'typing',
        conversation_id: conversationId,
        user_id: me,
        typing,
      });
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
