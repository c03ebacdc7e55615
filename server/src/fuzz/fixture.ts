// What the fuzz calls the API as (item 6): a customer, a business owner and a second
// owner whose rows the first may not touch, each business with a hall, a slot, a package and a
// photo, and a booking the first owner accepted and took an advance on, all made through the
// API as users make them. Their ids fill the fuzz's paths and bodies, so requests reach rows
// that exist, the caller's own and other people's.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { buildCustomer, buildOwner, buildStaff, GOOD_PASSWORD } from '../test/factories';
import type { EngineTestServer } from '../test/harness';
import { jpegPhoto } from '../test/photos';
import type { IdPools } from './ids';
import type { Role } from './requests';

type Server = Pick<EngineTestServer, 'request'>;

interface Account {
  username: string;
  password: string;
  token: string;
  userId: number;
}

export interface Fixture {
  ids: IdPools;
  slugs: string[];
  photo: { bytes: Uint8Array };
  /** The role's access token now (signed in again when a fuzzed sign-out ended its session). */
  tokenOf(role: Role): Promise<string | undefined>;
}

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

interface Built {
  payload: { username: string; password: string };
  access_token: string;
  user: { user_id: number };
}
const accountOf = (built: Built): Account => ({
  username: built.payload.username,
  password: built.payload.password,
  token: built.access_token,
  userId: built.user.user_id,
});

/** A business with a hall, a slot in it, a package and a photo; the ids made. */
async function buildBusiness(server: Server, token: string, photo: Uint8Array, days: number) {
  const as = { token };
  const mine = await ok(server.request('/api/business/my-business', as), 'my business');
  const hall = await ok(
    server.request('/api/business/halls', { ...as, json: { name: 'Rang Mahal', capacity: 400 } }),
    'hall',
  );
  /** A new evening slot in the hall, `ahead` days from today. */
  const slotOn = async (ahead: number): Promise<number> => {
    const json = {
      date: addDays(todayInPakistan(), ahead),
      start_time: '19:00',
      end_time: '23:00',
      hall_id: hall.resource_id,
    };
    return (await ok(server.request('/api/slots', { ...as, json }), 'slot')).slot_id;
  };
  const slot = await slotOn(days);
  const pkg = await ok(
    server.request(`/api/business/${mine.business_id}/packages`, {
      ...as,
      json: { package_name: 'Barat dinner', price: 2500, max_guests: 500 },
    }),
    'package',
  );
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'hall.jpg');
  const media = await ok(
    server.request('/api/media/upload/', { method: 'POST', body: form, token, direct: true }),
    'photo',
  );
  return {
    businessId: mine.business_id as number,
    slug: mine.slug as string,
    hall: hall.resource_id as number,
    slot,
    slotOn,
    ids: {
      business: [mine.business_id],
      mapping: [mine.user_business_mapping_id],
      hall: [hall.resource_id],
      slot: [slot],
      package: [pkg.package_id],
      media: [media.media_id],
    } as IdPools,
  };
}

export async function buildFixture(server: Server): Promise<Fixture> {
  const photo = new Uint8Array(await jpegPhoto(64, 48));
  const customer = accountOf(await buildCustomer(server));
  const owner = accountOf(await buildOwner(server, { business_name: 'Zarnigar Marquee' }));
  const rival = accountOf(await buildOwner(server, { business_name: 'Noor Mahal' }));
  const mine = await buildBusiness(server, owner.token, photo, 20);
  const theirs = await buildBusiness(server, rival.token, photo, 25);
  const booking = await ok(
    server.request('/api/bookings', {
      token: customer.token,
      json: { slot_id: mine.slot, number_of_people: 250 },
    }),
    'booking',
  );
  await ok(
    server.request(`/api/bookings/${booking.booking_id}/approve`, {
      token: owner.token,
      method: 'PATCH',
      json: { hall_id: mine.hall },
    }),
    'acceptance',
  );
  const payment = await ok(
    server.request('/api/payments', {
      token: owner.token,
      json: { booking_id: booking.booking_id, amount: 50_000, kind: 'advance', method: 'cash' },
    }),
    'payment',
  );
  const conversation = await ok(
    server.request(`/api/messaging/conversations/start/${owner.userId}`, {
      token: customer.token,
      method: 'POST',
    }),
    'conversation',
  );
  const wedding = await ok(
    server.request('/api/weddings', {
      token: customer.token,
      json: { title: 'Ayesha weds Bilal', events: [{ slot_id: await mine.slotOn(30) }] },
    }),
    'wedding',
  );
  const notifications = await ok(
    server.request('/api/notifications', { token: owner.token }),
    'bell',
  );
  // A member of the owner's staff (docs/product/accounts.md#staff-and-roles), on the same desk.
  const frontDesk = await buildStaff(server, owner.token, 'front_desk');
  const accounts: Partial<Record<Role, Account>> = {
    customer,
    owner,
    front_desk: {
      username: frontDesk.member.username,
      password: GOOD_PASSWORD,
      token: frontDesk.token,
      userId: frontDesk.member.user_id,
    },
  };

  async function tokenOf(role: Role): Promise<string | undefined> {
    const account = accounts[role];
    if (!account) return undefined;
    const me = await server.request('/api/auth/me', { token: account.token });
    if (me.status === 200) return account.token;
    const again = await server.request('/api/auth/login', {
      json: { username: account.username, password: account.password },
    });
    // The fuzz's own failed sign-ins from this address may have it waiting: a new account then.
    if (again.status === 200) account.token = again.body.access_token;
    else if (role === 'front_desk') {
      accounts[role]!.token = (await buildStaff(server, accounts.owner!.token, role)).token;
    } else
      accounts[role] = accountOf(await (role === 'owner' ? buildOwner : buildCustomer)(server));
    return accounts[role]!.token;
  }

  const ids: IdPools = {
    user: [customer.userId, owner.userId, rival.userId],
    booking: [booking.booking_id],
    payment: [payment.payment_id],
    conversation: [conversation.conversation_id],
    wedding: [wedding.wedding_id],
    notification: notifications.notifications.map(
      (n: { notification_id: number }) => n.notification_id,
    ),
  };
  for (const pools of [mine.ids, theirs.ids]) {
    for (const [kind, made] of Object.entries(pools)) ids[kind] = [...(ids[kind] ?? []), ...made];
  }
  return {
    ids,
    slugs: [mine.slug, theirs.slug],
    photo: { bytes: photo },
    tokenOf,
  };
}
