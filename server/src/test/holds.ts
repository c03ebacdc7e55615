// Holding a date on a real server (docs/product/payments.md#holding-a-date): the ledger's owner
// and bookings, the owner's accept with its hold, a clock the upkeep is given, and a second app
// on the same database, as another process serving the same marketplace would be.
import path from 'node:path';
import { openDatabase } from '../db/connection';
import type { Database } from '../db/engine';
import { postgresDatabase } from '../db/postgres-engine';
import { sqliteDatabase } from '../db/sqlite-engine';
import { buildCustomer } from './factories';
import { startTestServerOn, type TestServer } from './harness';
import { startLedger } from './ledger';

const DAY_MS = 86_400_000;

/** Who was told about the booking or wedding under `title`, sorted. */
export async function toldAbout(
  server: TestServer,
  about: { booking_id: number } | { wedding_id: number },
  title: string,
) {
  const [key, id] = Object.entries(about)[0]!;
  const rows = await server.sql.all<{ receiver_id: number; data: unknown }>(
    'SELECT receiver_id, data FROM notifications WHERE title = @title ORDER BY id',
    { title },
  );
  return rows
    .filter((row) => {
      const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
      return (data as Record<string, unknown>)[key] === id;
    })
    .map((row) => Number(row.receiver_id))
    .sort();
}

/** `days` from now, as the upkeep's clock. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Another app on `server`'s database, with a connection (a pool) of its own. */
export async function secondApp(server: TestServer) {
  const database: Database =
    server.engine === 'postgres'
      ? postgresDatabase(server.databaseUrl!, { max: 4 })
      : sqliteDatabase(openDatabase(path.join(server.dataDir, 'app.db')));
  const other = await startTestServerOn(database);
  return {
    upkeepHolds: other.upkeepHolds,
    close: async () => {
      await other.close();
      await database.close();
    },
  };
}

export async function startHoldsDesk() {
  const ledger = await startLedger();
  const { server, owner } = ledger;

  /** A fresh customer's request, accepted through the owner's call with `body`. */
  async function heldBooking(body: Record<string, unknown> = {}) {
    const booking = await ledger.bookingOf({ accepted: false });
    const accepted = await accept(booking.bookingId, body);
    return { ...booking, accepted };
  }

  const hall = await server.sql.get<{ id: number }>(
    `SELECT id FROM business_workers WHERE business_id = @business AND worker_role = 'hall'
     AND is_active = 1 ORDER BY capacity DESC, id LIMIT 1`,
    { business: owner.businessId },
  );
  /** The owner's accept, with the business's largest hall when it is a venue. */
  const accept = (bookingId: number, body: Record<string, unknown> = {}) =>
    server.request(`/api/bookings/${bookingId}/approve`, {
      method: 'PATCH',
      token: owner.token,
      json: hall ? { hall_id: hall.id, ...body } : body,
    });

  /** What the stored booking says now. */
  const stored = async (bookingId: number) =>
    (await server.sql.get<{
      status: string;
      hold_until: string | null;
      decline_reason: string | null;
      is_reserved: number;
    }>(
      `SELECT k.status, k.hold_until, k.decline_reason, s.is_reserved FROM bookings k
       JOIN slots s ON s.id = k.slot_id WHERE k.id = @bookingId`,
      { bookingId },
    ))!;

  const told = (bookingId: number, title: string) =>
    toldAbout(server, { booking_id: bookingId }, title);

  /** Another customer's request for the booking's slot, accepted: its date is taken. */
  async function takeSlot(bookingId: number) {
    const { slot_id } = (await server.sql.get<{ slot_id: number }>(
      'SELECT slot_id FROM bookings WHERE id = @bookingId',
      { bookingId },
    ))!;
    const rival = await buildCustomer(server);
    const asked = await server.request('/api/bookings', {
      token: rival.access_token,
      json: { slot_id },
    });
    const accepted = await accept(asked.body.booking_id);
    if (accepted.status !== 200) throw new Error(`the rival was not accepted: ${accepted.status}`);
  }

  return { ...ledger, accept, heldBooking, stored, told, takeSlot };
}

export type HoldsDesk = Awaited<ReturnType<typeof startHoldsDesk>>;
