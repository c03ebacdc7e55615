// Conversations and messages (docs/product/accounts.md#field-rules, docs/product/accounts.md#calls): who may write to whom, a message
// stored once per (sender, client_message_id) whichever path brought it, and the live frames
// that follow a write — sent after the transaction, so nobody hears of a message that was
// not stored. On either engine (docs/architecture.md#10-two-engines).
import { randomUUID } from 'node:crypto';
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { fill, tx } from '@baraat/shared/i18n/text';
import { MESSAGING_TEXTS, type Message } from '@baraat/shared/schemas/messaging';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { createLimit, type LimitStore, MEMORY_LIMITS } from '../../http/rate-limit';
import { authorize } from '../../policies/authorize';
import { bookingMessagePolicy, conversationPolicy } from '../../policies/person';
import type { NotificationsService } from '../notifications/service';
import {
  partyName,
  presentConversation,
  presentMessage,
  presentMessagingUser,
  presentPublicUser,
} from './presenter';
import { type MessageRow, messagingRepo as repo } from './repo';

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

export function createMessagingService(
  db: Database,
  notifications: Pick<
    NotificationsService,
    'recordStep' | 'hasUnreadAboutConversation' | 'readAboutConversation'
  >,
  live: LivePort,
  limits: { messagesPerMinute: number },
  limitStore: LimitStore = MEMORY_LIMITS,
) {
  // One budget per sender, whichever path a message takes: sockets are cheap to
  // open, so a budget per socket would let one person store as much as they have sockets.
  const budget = createLimit(
    { name: 'messages', points: limits.messagesPerMinute, windowMs: 60_000 },
    limitStore,
  );
  const push = (userId: number, frame: ServerFrame) => live.toUser(userId, frame);

  // One sender's sends run one after another in this process, whichever path each takes (a
  // socket per device, REST beside them). On PostgreSQL sends of one person at once all write
  // the same conversation row and message index, so they fail to serialize and run again
  // (docs/architecture.md#10-two-engines): a flood of them spent every retry and answered
  // sends within the budget with a server error. In turn, each commits at its first attempt.
  const sending = new Map<number, Promise<void>>();
  function inTurn<T>(me: number, work: () => Promise<T>): Promise<T> {
    const mine = (sending.get(me) ?? Promise.resolve()).then(work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    sending.set(me, settled);
    void settled.then(() => {
      if (sending.get(me) === settled) sending.delete(me);
    });
    return mine;
  }

  function* conversationFor(me: number, id: number, action: 'read' | 'write' = 'read') {
    return authorize({ id: me }, action, conversationPolicy, yield* repo.conversation(me, id));
  }

  function* presentStep(me: number, id: number) {
    const row = yield* conversationFor(me, id);
    const other = (yield* repo.user(row.other_user_id))!;
    return presentConversation(row, other, yield* repo.lastMessage(row.id));
  }

  /** Who the message goes to, by user, booking or conversation; refusals in the spec's words. */
  function* receiverOf(me: number, to: Recipient): Step<number> {
    if (to.conversationId !== undefined)
      return (yield* conversationFor(me, to.conversationId, 'write')).other_user_id;
    let receiver = to.receiverId;
    if (to.bookingId !== undefined) {
      const found = yield* repo.bookingParties(to.bookingId);
      const parties = authorize({ id: me }, 'message', bookingMessagePolicy, found);
      if (parties.is_walkin === 1 || parties.customer_user_id === null) {
        throw unprocessable(MESSAGING_TEXTS.walkIn);
      }
      receiver = parties.owner_user_id === me ? parties.customer_user_id : parties.owner_user_id;
    }
    if (receiver === undefined) throw unprocessable(tx('receiver_id is required'));
    if (receiver === me) throw unprocessable(MESSAGING_TEXTS.self);
    return receiver;
  }

  /**
   * Anyone may write to a business; an owner may write to a customer who asked its business
   * for a booking; and either may answer in a conversation that already exists.
   */
  function* assertMayWrite(me: number, receiver: number) {
    const them = yield* repo.user(receiver);
    if (!them) throw notFound(MESSAGING_TEXTS.noUser);
    if (them.is_business_owner === 1) return them;
    if ((yield* repo.partners(me)).includes(receiver)) return them;
    if (yield* repo.hasBooked(me, receiver)) return them;
    throw forbidden(MESSAGING_TEXTS.forbidden);
  }

  function* sendStep(me: number, input: NewMessage, now: string): Step<Sent> {
    if (input.clientMessageId) {
      const stored = yield* repo.bySenderKey(me, input.clientMessageId);
      if (stored) {
        if (stored.body !== input.body) throw unprocessable(MESSAGING_TEXTS.clientIdReused);
        return { message: presentMessage(stored), created: false };
      }
    }
    const receiver = yield* receiverOf(me, input);
    yield* assertMayWrite(me, receiver);
    const conversation = yield* repo.ensureConversation(me, receiver, now);
    const row = yield* repo.insertMessage({
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
    if (!(yield* notifications.hasUnreadAboutConversation(receiver, conversation.id))) {
      yield* notifications.recordStep({
        receiver_id: receiver,
        type: 'message_new',
        title: tx('New message'),
        message: fill(tx('{name} sent you a message'), {
          name: partyName((yield* repo.user(me))!),
        }),
        data: { conversation_id: conversation.id, sender_id: me },
        action_url: `/messages?conversation=${conversation.id}`,
      });
    }
    return { message: presentMessage(row), created: true };
  }

  /**
   * The send as a transaction's work, the clock read once before it, for a route that stores
   * its Idempotency-Key in the same transaction.
   */
  function sendWork(me: number, input: NewMessage): () => Step<Sent> {
    const now = nowIso();
    return () => sendStep(me, input, now);
  }

  const send = (me: number, input: NewMessage) =>
    inTurn(me, () => db.transaction(sendWork(me, input)));

  async function markDelivered(rows: MessageRow[]) {
    const now = nowIso();
    const delivered = await db.transaction(function* () {
      const changed: MessageRow[] = [];
      for (const row of rows) if (yield* repo.markDelivered(row.id, now)) changed.push(row);
      return changed;
    });
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
  async function announce(message: Message) {
    push(message.sender_id, { type: 'message', message });
    if (push(message.receiver_id, { type: 'message', message })) {
      await markDelivered([(await db.read(repo.message(message.message_id)))!]);
    }
  }

  async function markRead(me: number, conversationId: number, upTo = Number.MAX_SAFE_INTEGER) {
    await db.read(conversationFor(me, conversationId));
    const now = nowIso();
    const { read, cleared } = await db.transaction(function* () {
      const marked = yield* repo.markRead(conversationId, me, upTo, now);
      // Read to its end: the bell's "new message" about it is read too.
      const rest = (yield* repo.conversation(me, conversationId))!.unread_count;
      return {
        read: marked.sort((a, b) => a.id - b.id),
        cleared: rest ? 0 : yield* notifications.readAboutConversation(me, conversationId),
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
      unread_total: await db.read(repo.unreadTotal(me)),
    };
  }

  return {
    /** Spends one message of the sender's minute, before a send; 429 once it is spent. */
    takeSendBudget: (me: number) => budget.take(String(me), GLOBAL_ERRORS.tooManyRequests),
    /** A send that found its message already stored gives its message back. */
    refundSend: (me: number) => budget.giveBack(String(me)),
    send,
    sendWork,
    /** Runs a route's send of `me` after their sends before it, as `send` runs its own. */
    sendInTurn: inTurn,
    announce,
    markRead,
    conversations: (me: number) =>
      db.read(
        (function* () {
          const shown = [];
          for (const row of yield* repo.conversations(me)) {
            const other = (yield* repo.user(row.other_user_id))!;
            shown.push(presentConversation(row, other, yield* repo.lastMessage(row.id)));
          }
          return shown;
        })(),
      ),
    conversation: (me: number, id: number) => db.read(presentStep(me, id)),
    /** A page of a conversation (offset from the newest), oldest first. Reaching the receiver's
     * device this way counts as delivered. */
    async messages(me: number, conversationId: number, limit: number, offset: number) {
      const rows = await db.read(
        (function* () {
          yield* conversationFor(me, conversationId);
          return yield* repo.page(conversationId, limit + 1, offset);
        })(),
      );
      const shown = rows.slice(0, limit).reverse();
      const arriving = shown.filter((row) => row.receiver_id === me && row.delivered_at === null);
      const delivered = new Map((await markDelivered(arriving)).map((row) => [row.id, row]));
      return {
        conversation_id: conversationId,
        messages: shown.map((row) => presentMessage(delivered.get(row.id) ?? row)),
        has_more: rows.length > limit,
      };
    },
    /** The legacy inbox's "older than the first one shown" page. */
    before: (me: number, conversationId: number, time: string, limit: number) =>
      db.read(
        (function* () {
          yield* conversationFor(me, conversationId);
          return (yield* repo.before(conversationId, time, limit)).reverse().map(presentMessage);
        })(),
      ),
    /** Opens (or finds) the conversation with a user the caller may write to. */
    async start(me: number, userId: number) {
      if (userId === me) throw unprocessable(MESSAGING_TEXTS.self);
      await db.read(assertMayWrite(me, userId));
      const now = nowIso();
      const { id, created } = await db.transaction(() => repo.ensureConversation(me, userId, now));
      return { conversation: await db.read(presentStep(me, id)), created };
    },
    /** Businesses for everyone; an owner also finds the customers it may write to. */
    searchUsers: (me: number, isOwner: boolean, text: string) =>
      db.read(
        (function* () {
          const partners = new Set(yield* repo.partners(me));
          const found = [];
          for (const row of yield* repo.searchUsers(me, text, !isOwner)) {
            if (
              row.is_business_owner === 1 ||
              partners.has(row.user_id) ||
              (yield* repo.hasBooked(me, row.user_id))
            )
              found.push(presentPublicUser(row));
          }
          return found;
        })(),
      ),
    /**
     * A user's profile, only to someone with a tie to them: themself, a conversation
     * partner (with the e-mail), a vendor they booked with or who booked with them, or anyone
     * for a business owner, whose profile is public. A stranger is not found: ids are
     * sequential, so anything else would list every account's name.
     */
    user: (me: number, userId: number) =>
      db.read(
        (function* () {
          const row = yield* repo.user(userId);
          if (!row) throw notFound(MESSAGING_TEXTS.noUser);
          if (userId === me || (yield* repo.partners(me)).includes(userId))
            return presentMessagingUser(row);
          if (row.is_business_owner === 1 || (yield* repo.hasBooked(me, userId)))
            return presentPublicUser(row);
          throw notFound(MESSAGING_TEXTS.noUser);
        })(),
      ),
    async unreadStatus(me: number) {
      const count = await db.read(repo.unreadTotal(me));
      return { has_new_messages: count > 0, unread_count: count };
    },
    /** Whether a user may send another a notification: themself, or a customer of theirs. */
    mayNotify: async (me: number, receiver: number) =>
      receiver === me || (await db.read(repo.hasBooked(me, receiver))),
    /** Everyone who hears of the user's presence. */
    partners: (me: number) => db.read(repo.partners(me)),
    /** Typing goes only to the other member of a conversation the sender is in. */
    async typing(me: number, conversationId: number, typing: boolean) {
      const row = await db.read(conversationFor(me, conversationId));
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
