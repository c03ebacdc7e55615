// The one module that owns IndexedDB (Dexie). What is stored where:
//   vendorCards     business_id → a vendor card seen in search results (offline listings)
//   vendorProfiles  slug → a vendor profile the user opened (offline profile)
//   myBookings      booking_id → the signed-in customer's own bookings (offline list)
// Everything here is a copy of server data for offline use; the server stays the authority.
// Later stores (the owner's calendar, conversations, the outbox) join this schema.
// Dexie is loaded on first use, not with the app: the copies are written after the screen
// has painted, and read only when the network fails, so no route waits for it (issue 9).
import type { ListingCard } from '@baraat/shared/schemas/listings';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { Dexie, Table } from 'dexie';

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

export type BaraatDb = Dexie & {
  vendorCards: Table<SavedCard, number>;
  vendorProfiles: Table<SavedProfile, string>;
  myBookings: Table<SavedBooking, number>;
};

let loaded = false;
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
    loaded = true;
    return db;
  });
  return opening;
}

/**
 * Resolves once the browser has painted the frame that is being rendered now. rAF does not
 * run in a hidden tab, so a timer stands in for it there.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
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
    await write(await database());
  } catch {
    // Quota or private mode: the screen works online without its offline copy.
  }
}
