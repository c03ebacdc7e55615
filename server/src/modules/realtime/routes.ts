// POST /api/auth/ws-ticket (issue 12; docs/product/messaging.md#the-live-channel): a signed-in user's single-use ticket for
// /ws/{ticket}, valid about 30 s. Tickets are limited per user (issue 19): a device
// reconnecting needs a few a minute, and each ticket can open a socket.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { WsTicket } from '@baraat/shared/schemas/realtime';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { type LimitStore, limitRoutes } from '../../http/rate-limit';
import type { TicketService } from './tickets';

export function realtimeRoutes(
  tickets: TicketService,
  guards: AuthGuards,
  perMinute: number,
  store: LimitStore,
) {
  const router = new Router<AppState>();
  const ticketLimit = limitRoutes(
    {
      name: 'socket-ticket',
      points: perMinute,
      windowMs: 60_000,
      detail: GLOBAL_ERRORS.tooManyRequests,
      keyOf: (ctx) => String(ctx.state.user!.id),
    },
    store,
  );
  router.post('/auth/ws-ticket', guards.requireUser, ticketLimit, async (ctx) => {
    const { ticket, expires_in } = await tickets.issue(ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { ticket, expires_in, path: `/ws/${ticket}` } satisfies WsTicket;
  });
  return router;
}
