// The one module that owns IndexedDB (Dexie). What is stored where:
//   vendorCards     business_id → a vendor card seen in search results (offline listings)
//   vendorProfiles  slug → a vendor profile the user opened (offline profile)
//   myBookings      booking_id → the signed-in customer's own bookings (offline list)
// Everything here is a copy of server data for offline use; the server stays the authority.
// Later stores (the owner's calendar, conversations, the outbox) join this schema.
import type { ListingCard } from '@baraat/shared/schemas/listings';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import Dexie, { type Table } from 'dexie';

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

class BaraatDb extends Dexie {
  vendorCards!: Table<SavedCard, number>;
  vendorProfiles!: Table<SavedProfile, string>;
  myBookings!: Table<SavedBooking, number>;

  constructor() {
    super('baraat');
    this.version(1).stores({
      vendorCards: 'business_id, business_type, business_city, saved_at',
      vendorProfiles: 'slug, business_id, saved_at',
    });
    this.version(2).stores({ myBookings: 'booking_id, user_id, saved_at' });
  }
}

export const db = new BaraatDb();

/** Keeps a copy; a full or blocked storage must never break the screen that saves. */
export async function keepCopy(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch {
    // Quota or private mode: the screen works online without its offline copy.
  }
}
