// The live channel for the signed-in user (docs/product/messaging.md#the-live-channel): holds the socket open while
// someone is signed in and turns its frames into what the header and the notifications
// dashboard show, and keeps an owner's calendar copy current when the server announces a
// change (calendar_changed) or the socket comes back. Loaded lazily by app-layout.tsx, and only for a signed-in user: a visitor's
// first download carries no socket, zod or Dexie code.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { receiveNotification, refreshNotifications } from '@/features/notifications/live';
import { refreshPayments } from '@/features/payments/api/get-receivables';
import { refreshToConfirm } from '@/features/transfers/api/get-transfers-to-confirm';
import { worksDesk } from '@/lib/desk-role';
import { onReconnect, startRealtime, stopRealtime, subscribe } from '@/lib/realtime';
import { currentUser, useSessionStore } from '@/lib/session';
import { countIncomingMessage, refreshUnreadMessages } from '@/lib/unread-messages';

// Any end of the session (Logout, a 401 no refresh could mend, another tab signing out or in
// as someone else) closes the socket at once, whoever else holds it (docs/product/messaging.md#the-live-channel "disconnects when
// signed out"). Kept here, not in logout.ts, so the shell never loads the channel's code.
useSessionStore.subscribe((state, previous) => {
  if (previous.session && state.session?.user.user_id !== previous.session.user.user_id) {
    stopRealtime();
  }
});

/**
 * Brings the owner's calendar copy up to the server's: up to an announced cursor, or (after a
 * reconnection, when announcements may have been missed) to whatever is newest.
 */
function catchUpCalendar(ownerId: number, cursor?: string): void {
  void import('@/features/calendar/api/pull-calendar')
    .then((calendar) =>
      cursor === undefined
        ? calendar.pullCalendar(ownerId)
        : calendar.pullCalendarTo(ownerId, cursor),
    )
    .catch(() => undefined);
}

/** The notifications that tell of a payment recorded elsewhere (docs/product/online-payments.md#recording-the-payment). */
const PAYMENT_NOTIFICATIONS: ReadonlySet<string> = new Set([
  'payment_received',
  'payment_completed',
]);

function applyFrame(client: QueryClient, userId: number, frame: ServerFrame): void {
  switch (frame.type) {
    case 'calendar_changed':
      // Another tablet, a customer or this device changed the calendar on the server.
      catchUpCalendar(userId, frame.cursor);
      return;
    case 'notification':
      receiveNotification(client, userId, frame.notification);
      // A payment recorded elsewhere (a provider's confirmation, a transfer sent): the ledger
      // and the transfers to confirm show it at once.
      if (PAYMENT_NOTIFICATIONS.has(frame.notification.type)) {
        void refreshPayments(client, userId);
        refreshToConfirm(client);
      }
      return;
    case 'message':
      // Our own messages come back as acknowledgements; only someone else's is unread.
      if (frame.message.sender_id !== userId) countIncomingMessage(client, userId);
      return;
    case 'read':
      // A conversation read here or on another device of ours: ask for the new totals (the
      // bell's "new message" about it was read with it).
      if (frame.reader_id === userId) {
        refreshUnreadMessages(client, userId);
        refreshNotifications(client, userId);
      }
      return;
    default:
      return;
  }
}

export default function LiveChannel({ userId }: { userId: number }) {
  const client = useQueryClient();
  useEffect(() => {
    const release = startRealtime();
    const unsubscribe = subscribe((frame) => applyFrame(client, userId, frame));
    const stopRefreshing = onReconnect(() => {
      refreshNotifications(client, userId);
      refreshUnreadMessages(client, userId);
      if (worksDesk(currentUser())) catchUpCalendar(userId);
    });
    return () => {
      stopRefreshing();
      unsubscribe();
      release();
    };
  }, [client, userId]);
  return null;
}
