// Whether the live channel is up, kept apart from the socket itself (realtime.ts): the header
// shows it on every screen, and the channel's code (zod, the outbox, Dexie) must not come
// with the first download of a visitor's page.
import { create } from 'zustand';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected';

export const useRealtimeStore = create<{ status: RealtimeStatus }>(() => ({ status: 'idle' }));

/** Connected, Connecting (docs/product/messaging.md#the-inbox), or idle when nobody is signed in. */
export const useRealtimeStatus = () => useRealtimeStore((state) => state.status);
