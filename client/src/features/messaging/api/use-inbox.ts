// The inbox screen's data: the conversation list read from Dexie, filled by a sync when the
// screen opens and after every reconnection, and kept live by the socket's frames. The screen
// holds the live channel while it is open; the app layout runs the outbox's drainer.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { database, type SavedConversation } from '@/lib/db';
import { toApiError } from '@/lib/http';
import { onReconnect, startRealtime, subscribe } from '@/lib/realtime';
import { applyFrame } from './live-inbox';
import { syncConversations } from './sync-inbox';

/** error: the server refused or failed; offline: no answer, the saved copy is shown. */
export type LoadState = 'loading' | 'ready' | 'error' | 'offline';

const lastActivity = (row: SavedConversation) => row.last_message_at ?? row.created_at;

export function useInbox(ownerId: number) {
  const [state, setState] = useState<LoadState>('loading');
  const load = useCallback(async () => {
    try {
      await syncConversations(ownerId);
      setState('ready');
    } catch (error) {
      setState(toApiError(error).status === 0 ? 'offline' : 'error');
    }
  }, [ownerId]);

  useEffect(() => startRealtime(), []);
  useEffect(() => {
    void load();
    return onReconnect(() => void load());
  }, [load]);
  useEffect(
    () =>
      subscribe((frame) => {
        void applyFrame(ownerId, frame).then((unknown) => {
          if (unknown) void load();
        });
      }),
    [ownerId, load],
  );

  const conversations = useLiveQuery(async () => {
    const db = await database();
    const rows = await db.conversations.where('owner_id').equals(ownerId).toArray();
    return rows.sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
  }, [ownerId]);

  return {
    conversations,
    state,
    retry: () => {
      setState('loading');
      void load();
    },
    reload: load,
  };
}
