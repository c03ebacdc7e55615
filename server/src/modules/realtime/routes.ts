// POST /api/auth/ws-ticket (docs/product/messaging.md#the-live-channel): a signed-in user's
// single-use ticket for /ws/{ticket}, declared once with its API document. The channel itself
// is told in the document's description, not as a path. Tickets are limited per user: a device
// reconnecting needs a few a minute, and each ticket can open a socket.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import {
  WS_TICKET_TTL_SECONDS,
  type WsTicket,
  wsTicketSchema,
} from '@baraat/shared/schemas/realtime';
import { DEFAULT_LIMITS } from '../../config';
import { type LimitStore, limitRoutes } from '../../http/rate-limit';
import { routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import type { TicketService } from './tickets';

/** What the ticket's route needs: the tickets, and the per-user limit and where it counts. */
export interface RealtimeDeps {
  tickets: TicketService;
  ticketLimit: { perMinute: number; store: LimitStore };
}

const route = routesOf<{ realtime: RealtimeDeps }>();

export const realtimeRoutes = [
  route(
    {
      method: 'post',
      path: '/auth/ws-ticket',
      tag: 'Live channel',
      summary: 'A ticket to open the live channel, /ws/{ticket}',
      description: `Single use, valid ${WS_TICKET_TTL_SECONDS} seconds; \`path\` is where to open the socket. The access token never goes in an address.`,
      access: 'user',
      responses: {
        201: { description: 'The ticket and the path of its socket.', schema: wsTicketSchema },
        429: rateLimited(
          `The user has asked for ${DEFAULT_LIMITS.socketTicketsPerMinute} tickets in the last minute: \`${GLOBAL_ERRORS.tooManyRequests}\`.`,
        ),
      },
    },
    async ({ user }, { realtime }) => {
      const { ticket, expires_in } = await realtime.tickets.issue(user.id);
      return { ticket, expires_in, path: `/ws/${ticket}` } satisfies WsTicket;
    },
    ({ realtime }) => [
      limitRoutes(
        {
          name: 'socket-ticket',
          points: realtime.ticketLimit.perMinute,
          windowMs: 60_000,
          detail: GLOBAL_ERRORS.tooManyRequests,
          keyOf: (ctx) => String(ctx.state.user!.id),
        },
        realtime.ticketLimit.store,
      ),
    ],
  ),
];
