// The owner's booking answers read with the shared schemas the client types them by.
import {
  availableResourceListSchema,
  hallAvailabilitySchema,
  ownerBookingListSchema,
  ownerBookingSchema,
} from '@baraat/shared/schemas/business-bookings';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../test/booking-desk';
import { expectContract } from '../test/contract';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let desk: OwnerDesk;
let hall: number;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
  hall = await desk.resource('Shalimar Hall');
});
afterAll(() => server.close());

const patch = (path: string, json: unknown) =>
  desk.as(`/api/bookings/${path}`, { method: 'PATCH', json });

describe('owner booking answers match the shared schemas', () => {
  it('reads lists, decisions, details and availability', async () => {
    const pkg = await desk.pkg('Gold', 4000);
    const slot = await desk.slot();
    const accepted = await desk.request(slot.id, { package_selected_id: pkg });
    const declined = await desk.request((await desk.slot()).id);
    expectContract(
      hallAvailabilitySchema,
      await desk.as(`/api/bookings/${accepted.id}/check-hall-availability/${hall}`),
    );
    expectContract(ownerBookingSchema, await patch(`${accepted.id}/approve`, { hall_id: hall }));
    expectContract(ownerBookingSchema, await patch(`${accepted.id}/details`, { notes: 'VIP' }));
    expectContract(ownerBookingSchema, await patch(`${declined.id}/decline`, { reason: 'Full' }));
    expectContract(ownerBookingListSchema, await desk.as('/api/bookings/business-requests'));
    expectContract(ownerBookingListSchema, await desk.as('/api/bookings/business-bookings'));
    expectContract(
      availableResourceListSchema,
      await desk.as(
        `/api/business/resources/available?date=${slot.date}&startTime=10:00&endTime=23:00`,
      ),
    );
  });
});
