// One conversation's data: its messages from Dexie (the newest page is fetched on opening),
// older pages fetched 20 at a time and kept in memory, the outbox's refusals beside the
// messages they stopped, and the read marks that opening and new arrivals make.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { database, type SavedMessage } from '@/lib/db';
import { toApiError } from '@/lib/http';
import { onReconnect } from '@/lib/realtime';
import { markConversationRead } from './mark-read';
import { conversationMessages, toSaved } from './message-store';
import { sendMessageKind } from './send-message';
import { httpInboxFetch, syncLatestMessages } from './sync-inbox';
import type { LoadState } from './use-inbox';

export function useConversation(
  ownerId: number,
  otherUserId: number,
  conversationId: number | null,
) {
  const [state, setState] = useState<LoadState>(conversationId ? 'loading' : 'ready');
  const [hasMore, setHasMore] = useState(false);
  const [older, setOlder] = useState<SavedMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const load = useCallback(async () => {
    if (!conversationId) return;
    try {
      setHasMore(await syncLatestMessages(ownerId, conversationId));
      setState('ready');
    } catch (error) {
      setState(toApiError(error).status === 0 ? 'offline' : 'error');
    }
  }, [ownerId, conversationId]);

  useEffect(() => {
    setOlder([]);
    void load();
    // Frames sent while the socket was down are not replayed: fetch the newest page again.
    return onReconnect(() => void load());
  }, [load]);

  const saved = useLiveQuery(
    async () => conversationMessages(await database(), ownerId, otherUserId),
    [ownerId, otherUserId],
  );

  const refused = useLiveQuery(async () => {
    const db = await database();
    const entries = await db.outbox
      .filter(
        (entry) =>
          entry.owner_id === ownerId &&
          entry.kind === sendMessageKind.name &&
          (entry.state === 'failed' || entry.state === 'conflict'),
      )
      .toArray();
    return new Map(entries.map((entry) => [entry.id, entry.last_error ?? '']));
  }, [ownerId]);

  // Opening marks read, and so does each message that arrives while the conversation is open.
  const newestIncoming = (saved ?? [])
    .filter((row) => row.sender_id === otherUserId && row.message_id !== null)
    .reduce((newest, row) => Math.max(newest, row.message_id!), 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new arrival marks read again
  useEffect(() => {
    if (!conversationId) return;
    markConversationRead(ownerId, conversationId).catch(() => undefined);
  }, [ownerId, conversationId, newestIncoming]);

  const loadOlder = async () => {
    if (!conversationId) return;
    setLoadingOlder(true);
    try {
      const known = (saved ?? []).filter((row) => row.message_id !== null).length + older.length;
      const page = await httpInboxFetch.messages(conversationId, known);
      const have = new Set([...(saved ?? []), ...older].map((row) => row.message_id));
      const fresh = page.messages
        .filter((message) => !have.has(message.message_id))
        .map((message) => toSaved(ownerId, message));
      setOlder((current) => [...fresh, ...current]);
      setHasMore(page.has_more);
    } catch {
      setState('error');
    } finally {
      setLoadingOlder(false);
    }
  };

  const stored = saved ?? [];
  const shownIds = new Set(stored.map((row) => row.message_id));
  return {
    messages: [...older.filter((row) => !shownIds.has(row.message_id)), ...stored],
    loaded: saved !== undefined,
    refused: refused ?? new Map<string, string>(),
    state,
    hasMore,
    loadingOlder,
    loadOlder,
    retry: () => {
      setState('loading');
      void load();
    },
    /** The conversation the server filed a first message under, once it has answered. */
    discoveredId: stored.find((row) => row.conversation_id !== null)?.conversation_id ?? null,
  };
}
