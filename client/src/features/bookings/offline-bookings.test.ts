import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '@/lib/db';
import { myBookingsCopy } from './offline-bookings';

const booking = (id: number) => ({ booking_id: id, status: 'pending' }) as CustomerBooking;

beforeEach(async () => (await database()).myBookings.clear());

describe('bookings kept for offline use', () => {
  it('keeps each user’s latest list and nobody else’s', async () => {
    await myBookingsCopy(1).save([booking(10), booking(11)]);
    await myBookingsCopy(2).save([booking(20)]);
    await myBookingsCopy(1).save([booking(11)]);
    expect((await myBookingsCopy(1).read())?.map((b) => b.booking_id)).toEqual([11]);
    expect((await myBookingsCopy(2).read())?.map((b) => b.booking_id)).toEqual([20]);
    expect(await myBookingsCopy(3).read()).toBeUndefined();
  });
});
