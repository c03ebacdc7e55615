import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
// The customer's own bookings, kept on the device so the list opens offline.
// The saved copy of a user is replaced whole by each answer, so cancelled-elsewhere or
// removed bookings do not linger.
import { database, keepCopy } from '@/lib/db';
import type { OfflineCopy } from '@/lib/offline-query';

export function myBookingsCopy(userId: number): OfflineCopy<CustomerBooking[]> {
  return {
    save: (bookings) =>
      keepCopy((db) =>
        db.transaction('rw', db.myBookings, async () => {
          await db.myBookings.where('user_id').equals(userId).delete();
          const now = Date.now();
          await db.myBookings.bulkPut(
            bookings.map((booking) => ({
              booking_id: booking.booking_id,
              user_id: userId,
              booking,
              saved_at: now,
            })),
          );
        }),
      ),
    read: async () => {
      const db = await database();
      const rows = await db.myBookings.where('user_id').equals(userId).toArray();
      return rows.length ? rows.map((row) => row.booking as CustomerBooking) : undefined;
    },
  };
}
