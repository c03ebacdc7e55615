// What several modules' operations answer alike (docs/architecture.md#11-the-api-document): one
// component or one description, so no module's description reaches into another's.
import { ownerBookingSchema } from '@baraat/shared/schemas/business-bookings';
import { vendorSlotSchema } from '@baraat/shared/schemas/vendor-profile';
import { z } from 'zod';

/** A booking as the owner's screens read it: every owner booking call's answer and a walk-in's. */
export const ownerBooking = ownerBookingSchema.meta({ id: 'OwnerBooking' });

/** A vendor's slots, as its profile, the listings and the dashboard read them. */
export const vendorSlotList = z.array(vendorSlotSchema);

/** The answer for a business that does not exist or was deleted. */
export const businessNotFound = { description: '`Business not found`.' };

/** The answer of an owner's call on a business that is not the caller's. */
export const notYourBusiness = {
  description:
    '`Business not found`: the id is not the caller’s business (or `No business is registered to this account`).',
};
