// Whether the live channel is up, kept apart from the socket itself (realtime.ts): the header
// shows it on every screen, and the channel's code (zod, the outbox, Dexie) must not come
// with the first download of a visitor's page.
import { create } from 'zustand';
import { useOnline } from './connection';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected';

export const useRealtimeStore = create<{ status: RealtimeStatus }>(() => ({ status: 'idle' }));

/**
 * The live channel as a person is told of it (docs/product/messaging.md#the-inbox): offline
 * whenever the device is (lib/connection.ts), whatever the socket last heard, since a socket
 * whose network went away can stay "open" for a while.
 */
export function useLiveChannel(): 'connected' | 'connecting' | 'offline' {
  const online = useOnline();
  // The socket's own state: idle while nobody is signed in.
  const status = useRealtimeStore((state) => state.status);
  if (!online) return 'offline';
  return status === 'connected' ? 'connected' : 'connecting';
}
