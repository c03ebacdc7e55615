// Single-use tickets for /ws/{ticket} (issue 12; docs/product/messaging.md#the-live-channel). A socket URL lands in proxy
// and server logs, so it carries a ticket that works once, for about 30 s, and is stored only
// as a hash — never the access token.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';

export const TICKET_TTL_MS = 30_000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function createTicketService(db: Db) {
  const insert = db.prepare<[string, number, string]>(
    'INSERT INTO ws_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const take = db.prepare<[string, string], { user_id: number }>(
    'DELETE FROM ws_tickets WHERE ticket_hash = ? AND expires_at > ? RETURNING user_id',
  );
  const prune = db.prepare<[string]>('DELETE FROM ws_tickets WHERE expires_at <= ?');
  return {
    issue(userId: number, now = new Date()) {
      const ticket = randomBytes(32).toString('base64url');
      insert.run(hash(ticket), userId, new Date(now.getTime() + TICKET_TTL_MS).toISOString());
      return { ticket, expires_in: TICKET_TTL_MS / 1000 };
    },
    /** The ticket's user, once: a second use (or an expired ticket) finds nothing. */
    redeem(ticket: string, now = new Date()): number | undefined {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return undefined;
      return take.get(hash(ticket), now.toISOString())?.user_id;
    },
    prune: (now: Date) => prune.run(now.toISOString()).changes,
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
