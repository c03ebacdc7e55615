// The live channel's protocol (docs/product/messaging.md#the-live-channel, docs/product/accounts.md#calls; docs/product/messaging.md#the-live-channel):
// every frame is JSON with a `type`, checked with these unions on both ends. A frame the
// server cannot parse or may not act on is answered with an `error` frame, never obeyed.
import { z } from 'zod';
import { clientMessageId, messageBody, messageSchema } from './messaging';
import { notificationSchema } from './notifications';

const id = z.number().int().positive();

/** Client → server. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('send_message'),
    /** The conversation, or (for a first message) the receiver. */
    conversation_id: id.optional(),
    receiver_id: id.optional(),
    message_body: messageBody,
    message_type: z.literal('text').default('text'),
    client_message_id: clientMessageId,
  }),
  z.strictObject({ type: z.literal('typing'), conversation_id: id, typing: z.boolean() }),
  z.strictObject({
    type: z.literal('mark_read'),
    conversation_id: id,
    /** Read up to this message; all of the conversation when left out. */
    message_id: id.optional(),
  }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;
export type ParsedClientFrame = z.output<typeof clientFrameSchema>;

/** Server → client. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('message'), message: messageSchema }),
  z.strictObject({
    type: z.literal('typing'),
    conversation_id: z.number().int(),
    user_id: z.number().int(),
    typing: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('delivered'),
    conversation_id: z.number().int(),
    message_ids: z.array(z.number().int()),
    delivered_at: z.string(),
  }),
  z.strictObject({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    message_ids: z.array(z.number().int()),
    reader_id: z.number().int(),
    read_at: z.string(),
  }),
  z.strictObject({
    type: z.literal('online_status'),
    user_id: z.number().int(),
    online: z.boolean(),
  }),
  z.strictObject({ type: z.literal('notification'), notification: notificationSchema }),
  z.strictObject({ type: z.literal('pong') }),
  /**
   * The owner's calendar changed on the server (a walk-in, a slot, a booking, a hall): a
   * device whose sync cursor is behind `cursor` pulls the calendar now.
   */
  z.strictObject({ type: z.literal('calendar_changed'), cursor: z.string() }),
  z.strictObject({
    type: z.literal('error'),
    detail: z.string(),
    /** The refused send, so the device can show the reason beside it. */
    client_message_id: z.string().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** POST /auth/ws-ticket: a single-use ticket, and the path of the socket it opens. */
export const wsTicketSchema = z.strictObject({
  ticket: z.string(),
  expires_in: id,
  path: z.string(),
});
export type WsTicket = z.infer<typeof wsTicketSchema>;

/** docs/product/messaging.md#the-live-channel: frames are capped; the socket closes on a larger one. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Frames one socket may send in a second before they are refused, and before it is closed. */
export const WS_FRAMES_PER_SECOND = 20;
export const WS_FRAMES_BEFORE_CLOSE = 60;
/** How long a ticket for /ws/{ticket} opens a socket, once (the answer's `expires_in`). */
export const WS_TICKET_TTL_SECONDS = 30;
/** Close codes: a bad or reused ticket, a page from another origin, a restart, and an account
 * the owner removed from the staff (docs/product/accounts.md#staff-and-roles). */
export const WS_CLOSE = {
  badTicket: 4401,
  accountRemoved: 4403,
  policy: 1008,
  serviceRestart: 1012,
} as const;
