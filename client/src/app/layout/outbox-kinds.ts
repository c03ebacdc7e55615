// Every kind of outbox entry the app queues (docs/architecture.md#4-offline-model), the one
// list the drainer is given before it sends anything (desk-sync.ts): an entry left from
// before a reload is settled even if the screen that made it is never opened again.
import { acceptBookingKind } from '@/features/calendar/api/accept-booking';
import { blockSlotKind, unblockSlotKind } from '@/features/calendar/api/block-slot';
import { declineBookingKind } from '@/features/calendar/api/decline-booking';
import { deleteSlotKind } from '@/features/calendar/api/delete-slot';
import { createWalkInWeddingKind } from '@/features/calendar/api/walkin-wedding-kind';
import { createSlotKind, createWalkInKind } from '@/features/calendar/api/write-kinds';
import { sendMessageKind } from '@/features/messaging/api/send-message';
import { bookingPaymentKind } from '@/features/payments/api/record-payment';
import { transferAnswerKind } from '@/features/transfers/api/answer-transfer';
import { weddingPaymentKind } from '@/features/wedding-desk/api/record-wedding-payment';
import type { OutboxKind } from '@/lib/outbox-kinds';

export const OUTBOX_KINDS: readonly OutboxKind[] = [
  createSlotKind,
  createWalkInKind,
  createWalkInWeddingKind,
  blockSlotKind,
  unblockSlotKind,
  deleteSlotKind,
  acceptBookingKind,
  declineBookingKind,
  sendMessageKind,
  weddingPaymentKind,
  transferAnswerKind,
  bookingPaymentKind,
];
