// A venue owner's device with changes waiting in its outbox, for the chaos test and the bench
//. The entries are written straight into IndexedDB, field for field the rows
// lib/outbox-queue.ts's enqueue stores, so the app's own drainer sends them: the forms that make
// them are not what these measure. The in-page code is plain JavaScript in strings, because
// the bench (server/tsconfig, no DOM types) imports this file too; it lives in test-support/
// (no package's) for that reason.
import { randomUUID } from 'node:crypto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import type { Resource } from '@baraat/shared/schemas/workers';
import type { Page } from '@playwright/test';

export const DESK_PASSWORD = 'Shaadi#2026';

export interface DeskOwner {
  email: string;
  userId: number;
  token: string;
  /** The session as the app keeps it in localStorage (client/src/lib/storage.ts). */
  localStorage: { name: string; value: string }[];
  mappingId: number;
  hallId: number;
}

async function send<T>(baseUrl: string, path: string, token: string | null, json?: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh marquee owner (signed up through the API) with one hall. */
export async function signUpDeskOwner(baseUrl: string, name: string): Promise<DeskOwner> {
  const email = `${name}@example.pk`;
  const auth = await send<AuthResponse>(baseUrl, 'auth/signup/business', null, {
    username: name,
    first_name: 'Sana',
    last_name: 'Malik',
    email,
    password: DESK_PASSWORD,
    mobile: '+92 321 7654321',
    business_name: 'Noor Lawn',
    business_description: 'A lawn for 500 guests',
    business_type: 1,
    address: 'Canal Road, Lahore',
    phone: '042-35761234',
    city_id: 1,
  });
  const token = auth.access_token as string;
  const hall = await send<Resource>(baseUrl, 'business/halls', token, {
    name: 'Main Hall',
    capacity: 500,
  });
  const business = await send<MyBusiness>(baseUrl, 'business/my-business', token);
  const user = JSON.stringify(auth.user);
  return {
    email,
    userId: auth.user.user_id,
    token,
    localStorage: [
      { name: 'access_token', value: token },
      { name: 'refresh_token', value: auth.refresh_token },
      { name: 'token_expires_at', value: String(Date.now() + auth.expires_in * 1000) },
      { name: 'user', value: user },
      { name: 'currentUser', value: user },
      { name: 'userId', value: String(auth.user.user_id) },
    ],
    mappingId: business.user_business_mapping_id,
    hallId: hall.resource_id,
  };
}

/** A slot the owner made online, for block and unblock entries to change. */
export async function addSlot(baseUrl: string, owner: DeskOwner, date: string) {
  const slot = await send<OwnerSlot>(baseUrl, 'slots', owner.token, {
    date,
    start_time: '23:00',
    end_time: '23:45',
  });
  return slot.slot_id;
}

/** The owner's API, read as the owner. */
export const ownerGet = <T>(baseUrl: string, owner: DeskOwner, path: string) =>
  send<T>(baseUrl, path, owner.token);

export interface DeskWrite {
  kind: string;
  method: 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

const WALKINS_PER_DAY = 6;
/** A day `n` days ahead (Pakistan's calendar, as the server counts the 3-month window). */
export const dayAhead = (n: number) => addDays(todayInPakistan(), n);

/**
 * Walk-in number `n`: six one-hour walk-ins a day from tomorrow, two hours apart, so no two
 * of 500 share a time in the hall (the last falls 84 days ahead, inside the 3 months).
 */
export function walkIn(hallId: number, n: number): DeskWrite {
  const hour = 8 + 2 * (n % WALKINS_PER_DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    kind: 'walkin.create',
    method: 'POST',
    path: 'business/walkins',
    body: {
      date: dayAhead(1 + Math.floor(n / WALKINS_PER_DAY)),
      start_time: `${pad(hour)}:00`,
      end_time: `${pad(hour + 1)}:00`,
      hall_team: hallId,
      customer_name: walkInName(n),
      number_of_people: 1 + (n % 50),
      type: 'walkin',
      status: 'confirmed',
    },
  };
}
export const walkInName = (n: number) => `Walk-in guest ${n}`;

export const slotBlock = (slotId: number, blocked: boolean): DeskWrite => ({
  kind: blocked ? 'slot.block' : 'slot.unblock',
  method: 'PATCH',
  path: `slots/${slotId}/${blocked ? 'block' : 'unblock'}`,
});

/** The outbox rows enqueue would store for `writes`, oldest first, all on the owner's calendar. */
export function outboxEntries(ownerId: number, writes: DeskWrite[]) {
  const start = Date.now();
  return writes.map((write, index) => ({
    id: randomUUID(),
    owner_id: ownerId,
    aggregate: `calendar:${ownerId}`,
    ...write,
    created_at: start + index,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
  }));
}

// Opens the app's database as it is (no version: the app has created it, Dexie v3 = IDB 30).
const OPEN = `new Promise((resolve, reject) => {
  const request = indexedDB.open('baraat');
  request.onsuccess = () => {
    const db = request.result;
    if (db.objectStoreNames.contains('outbox')) resolve(db);
    else reject(new Error('the app has not created its database yet'));
  };
  request.onerror = () => reject(request.error);
})`;

/** Adds the entries in one IndexedDB transaction; the app must have opened its database. */
export async function putInOutbox(page: Page, entries: ReturnType<typeof outboxEntries>) {
  await page.evaluate(`(async () => {
    const db = await ${OPEN};
    await new Promise((resolve, reject) => {
      const tx = db.transaction('outbox', 'readwrite');
      for (const entry of ${JSON.stringify(entries)}) tx.objectStore('outbox').add(entry);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  })()`);
}

export interface OutboxSummary {
  /** Entries still to send (pending or syncing). */
  waiting: number;
  /** Entries the server refused (conflict or failed), with the reason kept. */
  refused: string[];
}

/** What the device's outbox holds now: counted by state, so polling it often stays cheap. */
export function outboxSummary(page: Page): Promise<OutboxSummary> {
  return page.evaluate(`(async () => {
    const db = await ${OPEN};
    const byState = db.transaction('outbox').objectStore('outbox').index('state');
    const ask = (request) => new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const [pending, syncing, conflict, failed] = await Promise.all([
      ask(byState.count('pending')),
      ask(byState.count('syncing')),
      ask(byState.getAll('conflict')),
      ask(byState.getAll('failed')),
    ]);
    db.close();
    return {
      waiting: pending + syncing,
      refused: [...conflict, ...failed].map((e) => e.kind + ' ' + e.path + ': ' + e.last_error),
    };
  })()`) as Promise<OutboxSummary>;
}
