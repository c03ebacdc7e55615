// The one module that owns IndexedDB (Dexie). What is stored where:
//   vendorCards     business_id → a vendor card seen in search results (offline listings)
//   vendorProfiles  slug → a vendor profile the user opened (offline profile)
//   myBookings      booking_id → the signed-in customer's own bookings (offline list)
//   calendarSlots   slot_id → the owner's slots, a month back to 3 months ahead (negative ids:
//                   made offline, not yet acknowledged)
//   calendarBookings booking_id → the bookings and requests on those slots
//   calendarWorkers worker_id → the owner's halls and teams
//   syncState       key → a delta pull's cursor and when it last succeeded
//   myBusiness      user_id → the owner's own business (the desk's header opens offline)
//   outbox          id → writes waiting for the server (lib/outbox-queue.ts); never pruned
//   conversations   [owner_id+conversation_id] → the signed-in user's conversations (inbox)
//   messages        key (owner:sender:client_message_id) → the last 100 messages of each
//                   conversation, and the user's own still pending in the outbox
//   weddings        key (owner:wedding_id) → a wedding the owner opened (the desk's wedding
//                   view opens offline)
//   deskStaff       business_id → the desk's staff with their PINs' salted hashes, so a shared
//                   tablet checks a PIN with no signal (docs/product/offline.md#a-shared-tablet-offline)
//   pinLocks        staff_id → wrong PINs typed on this device, and until when that member is locked
// Everything but the outbox and the PIN locks is a copy of server data; the server stays the authority.
// Dexie is loaded on first use, not with the app: the copies are written after the screen
// has painted, and read only when the network fails, so no route waits for it.
// With no signal the screens open from these copies, so main.tsx opens the database at once.
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import type { Conversation, MessageStatus } from '@baraat/shared/schemas/messaging';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { Dexie, Table } from 'dexie';
import { whenIdle } from './idle';

export interface SavedCard extends ListingCard {
  saved_at: number;
}

export interface SavedProfile {
  slug: string;
  business_id: number;
  profile: VendorProfile;
  saved_at: number;
}

export interface SavedBooking {
  booking_id: number;
  user_id: number;
  booking: unknown;
  saved_at: number;
}

/** A calendar row, tagged with its owner; `pending` names the outbox entry still changing it. */
export type Owned<T> = T & { owner_id: number; pending?: string | undefined };

export interface SyncState {
  key: string;
  cursor: string;
  synced_at: number;
}

export type OutboxState = 'pending' | 'syncing' | 'failed' | 'conflict';

export interface OutboxEntry {
  /** A uuid, sent as the Idempotency-Key on every attempt. */
  id: string;
  owner_id: number;
  /** Entries of one aggregate (a calendar, a conversation) are sent in order. */
  aggregate: string;
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api, e.g. 'slots/12/block'. */
  path: string;
  body?: unknown;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  state: OutboxState;
  /** The server's reason (409/422), or what went wrong last time. */
  last_error?: string | undefined;
  /** The optimistic row this entry stands for (a negative id until the server answers). */
  ref?: number | undefined;
  /** What Discard puts back (never sent). */
  undo?: unknown;
  /**
   * The staff id of the member of the staff who made it (docs/product/accounts.md#who-did-what),
   * sent as the batch entry's acting_as or the X-Acting-As header.
   */
  acting_as?: number | undefined;
}

export interface SavedBusiness {
  user_id: number;
  business: MyBusiness;
  saved_at: number;
}

export type SavedConversation = Conversation & { owner_id: number };

/** pending: written on this device, waiting in the outbox (its entry id is the client id). */
export type LocalMessageStatus = 'pending' | MessageStatus;

/** A message as the inbox keeps it; one shape for the server's and the pending ones. */
export interface SavedMessage {
  /** `${owner_id}:${sender_id}:${client_message_id}`: the server's copy replaces the pending. */
  key: string;
  owner_id: number;
  other_user_id: number;
  /** Unknown until the server answers the first message to someone new. */
  conversation_id: number | null;
  message_id: number | null;
  client_message_id: string;
  sender_id: number;
  receiver_id: number;
  message_body: string;
  created_at: string;
  status: LocalMessageStatus;
}

/** A wedding as its owner last read it. */
export interface SavedWedding {
  /** `${owner_id}:${wedding_id}`. */
  key: string;
  owner_id: number;
  wedding: Wedding;
  saved_at: number;
}

/** The staff of a desk's business as GET /api/business/staff last answered. */
export interface SavedStaff {
  business_id: number;
  members: StaffMember[];
  /** Every staff id ever listed, removed members' too (lib/outbox-desk.ts). */
  known_ids: number[];
  saved_at: number;
}

/** Wrong PINs typed on this device for one member (docs/product/offline.md#a-shared-tablet-offline). */
export interface PinLock {
  staff_id: number;
  failures: number;
  /** ms since epoch; 0 while not locked. */
  locked_until: number;
}

export type BaraatDb = Dexie & {
  vendorCards: Table<SavedCard, number>;
  vendorProfiles: Table<SavedProfile, string>;
  myBookings: Table<SavedBooking, number>;
  calendarSlots: Table<Owned<OwnerSlot>, number>;
  calendarBookings: Table<Owned<SlotBooking>, number>;
  calendarWorkers: Table<Owned<CalendarWorker>, number>;
  syncState: Table<SyncState, string>;
  myBusiness: Table<SavedBusiness, number>;
  outbox: Table<OutboxEntry, string>;
  conversations: Table<SavedConversation, [number, number]>;
  messages: Table<SavedMessage, string>;
  weddings: Table<SavedWedding, string>;
  deskStaff: Table<SavedStaff, number>;
  pinLocks: Table<PinLock, number>;
};

let loaded: BaraatDb | undefined;
let opening: Promise<BaraatDb> | undefined;

/** The database, loading Dexie the first time it is asked for. */
export function database(): Promise<BaraatDb> {
  opening ??= import('dexie').then(({ Dexie }) => {
    const db = new Dexie('baraat') as BaraatDb;
    db.version(1).stores({
      vendorCards: 'business_id, business_type, business_city, saved_at',
      vendorProfiles: 'slug, business_id, saved_at',
    });
    db.version(2).stores({ myBookings: 'booking_id, user_id, saved_at' });
    db.version(3).stores({
      calendarSlots: 'slot_id, [owner_id+date], pending',
      calendarBookings: 'booking_id, owner_id, slot_id, pending',
      calendarWorkers: 'worker_id, owner_id',
      syncState: 'key',
      myBusiness: 'user_id',
      outbox: 'id, [owner_id+created_at], state, next_attempt_at',
    });
    db.version(4).stores({
      conversations: '[owner_id+conversation_id], owner_id',
      messages: 'key, [owner_id+other_user_id+created_at], [owner_id+message_id]',
    });
    db.version(5).stores({ weddings: 'key, owner_id, saved_at' });
    db.version(6).stores({ deskStaff: 'business_id', pinLocks: 'staff_id' });
    loaded = db;
    return db;
  });
  return opening;
}

/** The database if Dexie has loaded already, so a screen can read it in its first render. */
export const loadedDatabase = (): BaraatDb | undefined => loaded;

/**
 * Loads Dexie and opens the database now rather than at its first query (a device with no
 * signal, whose screens read it first thing). A database that cannot open (private mode)
 * fails each query, as it would have anyway.
 */
export function openDatabase(): void {
  database()
    .then((db) => db.open())
    .catch(() => undefined);
}

/**
 * Resolves once the browser has painted the frame that is being rendered now and then has an
 * idle moment: the answer that is copied usually arrives before the screen has rendered it,
 * and Dexie's download and start must not land between that answer and its paint (the
 * profile's cover photo is its largest paint). rAF does not run in a hidden tab, so a timer
 * stands in for it there; Safari has no requestIdleCallback, so the paint alone is waited for.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(() => resolve());
    const fallback = setTimeout(idle, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(idle, 0);
    });
  });
}

/**
 * Keeps a copy; a full or blocked storage must never break the screen that saves. The first
 * copy of a page load waits for the screen to paint before Dexie is fetched.
 */
export async function keepCopy(write: (db: BaraatDb) => Promise<unknown>): Promise<void> {
  try {
    if (!loaded) await afterPaint();
    const db = await database();
    // The quota code loads only when a write is refused, not with every screen that saves.
    await write(db).catch(async (error: unknown) => {
      const { isQuotaError, pruneCaches } = await import('./storage-quota');
      if (!isQuotaError(error)) throw error;
      await pruneCaches(db);
      await write(db);
    });
  } catch {
    // Still full, or private mode: the screen works online without its offline copy.
  }
}
