// Applies the live channel's frames to the inbox: messages and ticks go to Dexie (so they are
// there offline and in every tab), typing and presence stay in memory (they are stale a few
// seconds later).
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { create } from 'zustand';
import { database } from '@/lib/db';
import { raiseStatus, saveMessages, touchConversation } from './message-store';

/** A lost "typing off" must not leave the indicator on for ever. */
const TYPING_STALE_MS = 6000;

interface LiveState {
  /** conversation id → when the other party last said they were typing. */
  typing: Record<number, number>;
  /** user id → online. */
  online: Record<number, boolean>;
}

export const useLiveInbox = create<LiveState>(() => ({ typing: {}, online: {} }));

export const isTyping = (state: LiveState, conversationId: number, now = Date.now()) =>
  (state.typing[conversationId] ?? 0) > now - TYPING_STALE_MS;

function setTyping(conversationId: number, typing: boolean) {
  useLiveInbox.setState((state) => {
    const { [conversationId]: _gone, ...rest } = state.typing;
    return { typing: typing ? { ...rest, [conversationId]: Date.now() } : rest };
  });
  if (typing) {
    setTimeout(() => useLiveInbox.setState((state) => ({ ...state })), TYPING_STALE_MS + 50);
  }
}

/**
 * Applies one frame for the signed-in user. Resolves true when a message arrived in a
 * conversation this device does not list yet (the caller fetches the list).
 */
export async function applyFrame(ownerId: number, frame: ServerFrame): Promise<boolean> {
  switch (frame.type) {
    case 'message': {
      const { message } = frame;
      // Their message ends their typing.
      if (message.sender_id !== ownerId) setTyping(message.conversation_id, false);
      const db = await database();
      return db.transaction('rw', db.messages, db.conversations, async () => {
        await saveMessages(db, ownerId, [message]);
        return !(await touchConversation(db, ownerId, message));
      });
    }
    case 'delivered':
    case 'read': {
      const db = await database();
      await db.transaction('rw', db.messages, () =>
        raiseStatus(db, ownerId, frame.message_ids, frame.type),
      );
      return false;
    }
    case 'typing':
      if (frame.user_id !== ownerId) setTyping(frame.conversation_id, frame.typing);
      return false;
    case 'online_status':
      useLiveInbox.setState((state) => ({
        online: { ...state.online, [frame.user_id]: frame.online },
      }));
      return false;
    default:
      return false;
  }
}
