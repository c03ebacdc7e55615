// A fresh business owner signed up through the API, with the calls the desk specs make as
// that owner, and customers who ask for its slots: a spec changes its own business, never the
// demo one that other specs read.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, unique } from './fixtures';

const PASSWORD = 'Shaadi#2026';
const MARQUEE = 1;
const PHOTOGRAPHER = 2;

export const daysAhead = (n: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** `businessName` for a spec that finds the business by name (default Noor Marquee or Lens Studio);
 * `cityId` of the catalogue (default 1, Karachi; 2 is Lahore, in Punjab). */
export async function freshOwner(
  request: APIRequestContext,
  kind: 'marquee' | 'photographer',
  businessName = kind === 'marquee' ? 'Noor Marquee' : 'Lens Studio',
  cityId = 1,
) {
  const name = unique('desk_');
  const email = `${name}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: name,
      first_name: 'Imran',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: businessName,
      business_description: 'Weddings in Lahore since 2010',
      business_type: kind === 'marquee' ? MARQUEE : PHOTOGRAPHER,
      address: 'Main Boulevard, Gulberg, Lahore',
      phone: '042-35761234',
      city_id: cityId,
    },
  });
  expect(signup.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).access_token}` };
  const business = await (await request.get('/api/business/my-business', { headers })).json();

  /** A write as the owner; answers what the server answered. */
  const send = async <T>(
    method: 'post' | 'patch' | 'put',
    path: string,
    data: unknown,
  ): Promise<T> => {
    const answer = await request[method](`/api${path}`, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const post = <T = Record<string, unknown>>(path: string, data: unknown) =>
    send<T>('post', path, data);
  return {
    businessId: business.business_id as number,
    /** A read as the owner: the JSON the server answered. */
    get: async <T>(path: string): Promise<T> => {
      const answer = await request.get(`/api${path}`, { headers });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return (await answer.json()) as T;
    },
    post,
    patch: (path: string, data: unknown) => send('patch', path, data),
    put: <T = Record<string, unknown>>(path: string, data: unknown) => send<T>('put', path, data),
    /** A hall (or, for a photographer, a worker) by name; its id. */
    resource: async (resourceName: string, capacity?: number) =>
      (
        await post<{ resource_id: number }>(
          kind === 'marquee' ? '/business/halls' : '/business/workers',
          { name: resourceName, ...(capacity === undefined ? {} : { capacity }) },
        )
      ).resource_id,
    slot: async (date: string, start_time: string, end_time: string, worker_id?: number) =>
      (await post<{ slot_id: number }>('/slots', { date, start_time, end_time, worker_id }))
        .slot_id,
    signIn: async (page: Page) => {
      await page.goto('/login');
      await signInThroughForm(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/business\/home$/);
    },
  };
}

/** A new customer signed up through the API: their name and the headers of their calls. */
export async function freshCustomer(request: APIRequestContext) {
  const username = unique('guest_');
  // Letters only, so the name reads as a name and no other test's contains it.
  const lastName = `Test${username.replace(/\W|_/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email: `${username}@example.pk`,
      password: PASSWORD,
      first_name: 'Noor',
      last_name: lastName,
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).access_token}` };
  return {
    name: `Noor ${lastName}`,
    lastName,
    headers,
    email: `${username}@example.pk`,
    password: PASSWORD,
  };
}

/** A new customer's request for the slot (asking for a hall when given); their name. */
export async function requestSlot(request: APIRequestContext, slotId: number, hallId?: number) {
  const { name, lastName, headers } = await freshCustomer(request);
  const booked = await request.post('/api/bookings', {
    headers,
    data: {
      slot_id: slotId,
      event_type_id: 1,
      message: `Baraat of the ${lastName} family`,
      ...(hallId ? { worker_assigned_id: hallId } : {}),
    },
  });
  expect(booked.status()).toBe(201);
  return { name, bookingId: (await booked.json()).booking_id as number };
}
