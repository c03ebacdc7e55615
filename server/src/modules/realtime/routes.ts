// POST /api/auth/ws-ticket (issue 12; DESIGN.md §4): a signed-in user's single-use ticket for
// /ws/{ticket}, valid about 30 s.
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { TicketService } from './tickets';

export function realtimeRoutes(tickets: TicketService, guards: AuthGuards) {
  const router = new Router<AppState>();
  router.post('/auth/ws-ticket', guards.requireUser, (ctx) => {
    const { ticket, expires_in } = tickets.issue(ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { ticket, expires_in, path: `/ws/${ticket}` };
  });
  return router;
}
