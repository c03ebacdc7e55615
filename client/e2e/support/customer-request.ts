// A fresh customer, signed up through the API, asking for a slot: the requests the owner's
// specs answer, so other specs' data stays as it was.
import type { APIRequestContext } from '@playwright/test';
import { expect, unique } from './fixtures';

export const CUSTOMER_PASSWORD = 'Shaadi#2026';

/** Letters only, so the name reads as a name and no other test's matches it. */
export const surname = (prefix = 'Test') =>
  `${prefix}${unique('').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export async function requestFrom(
  request: APIRequestContext,
  slotId: number,
  lastName: string,
  extra: Record<string, unknown> = {},
) {
  const username = unique('guest_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email,
      password: CUSTOMER_PASSWORD,
      first_name: 'Noor',
      last_name: lastName,
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).access_token as string;
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slot_id: slotId,
      event_type_id: 1,
      message: `Baraat of the ${lastName} family`,
      ...extra,
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json()).booking_id as number;
  return { token, email, bookingId, name: `Noor ${lastName}` };
}
