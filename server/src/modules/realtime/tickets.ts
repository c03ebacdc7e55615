// Single-use tickets for /ws/{ticket} (docs/product/messaging.md#the-live-channel). A socket URL lands in proxy
// and server logs, so it carries a ticket that works once, for about 30 s, and is stored only
// as a hash — never the access token.
import { createHash, randomBytes } from 'node:crypto';
import { WS_TICKET_TTL_SECONDS } from '@baraat/shared/schemas/realtime';
import { type Database, get, run } from '../../db/engine';

export const TICKET_TTL_MS = WS_TICKET_TTL_SECONDS * 1000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The tickets' SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
const ticketsRepo = {
  *insert(ticketHash: string, userId: number, expiresAt: string) {
    yield* run(
      `INSERT INTO ws_tickets (ticket_hash, user_id, expires_at)
       VALUES (@ticketHash, @userId, @expiresAt)`,
      { ticketHash, userId, expiresAt },
    );
  },
  /** Deletes the ticket and gives its user: of two takers at once, one finds it. */
  *take(ticketHash: string, now: string) {
    const row = yield* get<{ user_id: number }>(
      'DELETE FROM ws_tickets WHERE ticket_hash = @ticketHash AND expires_at > @now RETURNING user_id',
      { ticketHash, now },
    );
    return row?.user_id;
  },
  *prune(now: string) {
    return yield* run('DELETE FROM ws_tickets WHERE expires_at <= @now', { now });
  },
};

export function createTicketService(db: Database) {
  return {
    async issue(userId: number, now = new Date()) {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS).toISOString();
      await db.transaction(() => ticketsRepo.insert(hash(ticket), userId, expiresAt));
      return { ticket, expires_in: TICKET_TTL_MS / 1000 };
    },
    /** The ticket's user, once: a second use (or an expired ticket) finds nothing. */
    async redeem(ticket: string, now = new Date()): Promise<number | undefined> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return undefined;
      return db.transaction(() => ticketsRepo.take(hash(ticket), now.toISOString()));
    },
    prune: (now: Date) => db.transaction(() => ticketsRepo.prune(now.toISOString())),
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
