// The vendor profile's booking form over a stubbed fetch: one event stays a single booking;
// Add another event makes it a wedding with a running total, its own rules (a slot once, at
// most seven events), one Idempotency-Key while the input is unchanged, and a refusal shown
// beside the event's field it names and next to the button, the focus on it, with nothing
// typed lost (docs/product/texts.md#forms).
import type { User } from '@baraat/shared/schemas/auth';
import type { VendorPackage, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { messageOf, summaryBefore } from '@/lib/test-form';
import { BookingForm } from './booking-form';

const slot = (slot_id: number, date: string): VendorSlot => ({
  slot_id,
  slot_name: '',
  date,
  start_time: '19:00',
  end_time: '23:00',
  is_available: true,
  is_reserved: false,
  is_blocked: false,
  worker_id: slot_id % 2 ? 31 : 32,
  hall_name: slot_id % 2 ? 'Garden Lawn' : 'Shalimar Hall',
  user_business_mapping_id: 9,
});
const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => slot(n, `2027-01-${String(10 + n)}`));
const PACKAGES = [
  { package_id: 1, package_name: 'Silver', price: 2_000, price_basis: 'per_person' },
  { package_id: 2, package_name: 'Marquee night', price: 400_000, price_basis: 'per_event' },
] as VendorPackage[];

const sent: { path: string; key: string | null; body: Record<string, unknown> }[] = [];
let answer: () => Response;
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent.length = 0;
  answer = () => json({ wedding_id: 77 }, 201);
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push({ path, key: request.headers.get('Idempotency-Key'), body: await request.json() });
    return answer();
  });
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  useSessionStore.setState({
    status: 'ready',
    session: {
      accessToken: 'token',
      refreshToken: '',
      expiresAt: Date.now() + 3_600_000,
      user: { user_id: 5, first_name: 'Ayesha', email: 'a@example.pk' } as User,
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'ready', session: null });
});

const show = ({ cityId = 1, onBooked = vi.fn(), onConflict = vi.fn() } = {}) =>
  render(
    <MemoryRouter initialEntries={['/listings/profile/shalimar']}>
      <Routes>
        <Route
          path="/listings/profile/shalimar"
          element={
            <BookingForm
              slot={SLOTS[0]!}
              slots={SLOTS}
              packages={PACKAGES}
              initialPackageId={null}
              mappingId={9}
              cityId={cityId}
              onClose={vi.fn()}
              onBooked={onBooked}
              onConflict={onConflict}
            />
          }
        />
        <Route path="/customer/weddings/:id" element={<p>Wedding page</p>} />
      </Routes>
    </MemoryRouter>,
  );

const event = (n: number) => screen.getByRole('group', { name: `Event ${n}` });
const addEvent = () => userEvent.click(screen.getByRole('button', { name: 'Add another event' }));
const choose = async (n: number, label: string, option: string) =>
  userEvent.selectOptions(within(event(n)).getByRole('combobox', { name: label }), option);
const summaryBySend = () =>
  summaryBefore(screen.getByRole('button', { name: 'Send Wedding Request' }));
const guests = async (n: number, count: string) => {
  const box = within(event(n)).getByRole('spinbutton', { name: 'Number of guests' });
  await userEvent.clear(box);
  await userEvent.type(box, count);
};

describe('the booking form with one event', () => {
  it('is a single booking, sent to POST /bookings as before', async () => {
    const onBooked = vi.fn();
    show({ onBooked });
    expect(screen.getByRole('heading').textContent).toMatch(/^Book /);
    await userEvent.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/api/bookings',
      body: { slot_id: 1, user_business_mapping_id: 9, number_of_people: 1 },
    });
  });
});

describe('Add another event', () => {
  it('builds a wedding with a running total that follows each event', async () => {
    show();
    await addEvent();
    expect(screen.getByRole('textbox', { name: /Wedding title/ })).toHaveProperty(
      'value',
      "Ayesha's wedding",
    );
    await choose(1, 'Package', '2');
    await choose(2, 'Package', '1');
    await guests(2, '150');
    const total = () => screen.getByText(/^Wedding total/).textContent;
    expect(total()).toMatch(/Rs\s?700,000/);
    await guests(2, '200');
    expect(total()).toMatch(/Rs\s?800,000/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove event 1' }));
    expect(screen.queryByText(/^Wedding total/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add another event' }));
    expect(screen.getByRole('button', { name: 'Send Booking Request' })).toBeTruthy();
  });

  it('offers a slot to one event only, and stops at seven events', async () => {
    show();
    await addEvent();
    const second = within(event(2)).getByRole('combobox', { name: /Date and time/ });
    // The keyboard goes on in the new event.
    expect(document.activeElement).toBe(second);
    const offered = within(second)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(offered).not.toContain('1');
    expect(offered).toContain('2');
    await userEvent.selectOptions(second, '2');
    await addEvent();
    const third = within(event(3)).getByRole('combobox', { name: /Date and time/ });
    expect(within(third).queryByRole('option', { name: /12 Jan/ })).toBeNull();
    for (let n = 4; n <= 7; n += 1) await addEvent();
    expect(screen.queryByRole('button', { name: 'Add another event' })).toBeNull();
    expect(screen.getByText('A wedding has at most 7 events')).toBeTruthy();
  });

  it('names every time by its day, hours and hall, and lists each once', async () => {
    show();
    await addEvent();
    for (const n of [1, 2]) {
      const options = within(
        within(event(n)).getByRole('combobox', { name: /Date and time/ }),
      ).getAllByRole('option');
      const times = options.slice(1);
      for (const option of times) {
        expect(option.textContent).toMatch(
          /^\w{3}, \d{1,2} \w{3}( \d{4})? · 7:00 – 11:00 pm · (Garden Lawn|Shalimar Hall)$/,
        );
      }
      const values = times.map((option) => option.getAttribute('value'));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('asks each added event for its time before sending anything', async () => {
    show();
    await addEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Send Wedding Request' }));
    expect(await within(event(2)).findByText('Please select a time slot')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows a 409 at the event it names, keeps what was typed, and resends with the same key', async () => {
    const onConflict = vi.fn();
    show({ onConflict });
    await addEvent();
    await choose(2, 'Date and time', '3');
    await choose(2, 'Event type', 'Reception');
    await guests(2, '300');
    const taken =
      'Reception (Wed, 13 Jan 2027, 7:00 – 11:00 pm): This time slot is already booked. Please choose another time.';
    answer = () => json({ detail: taken }, 409);
    const send = screen.getByRole('button', { name: 'Send Wedding Request' });
    await userEvent.click(send);
    expect(await within(event(2)).findByText(taken)).toBeTruthy();
    expect(within(event(1)).queryByText(taken)).toBeNull();
    // Beside the second event's time, which takes the focus, and next to the button.
    const time = within(event(2)).getByRole('combobox', { name: 'Date and time' });
    expect(messageOf(time)).toBe(taken);
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(summaryBySend()).toBe(screen.getByRole('alert'));
    expect(summaryBySend().textContent).toBe(taken);
    expect(onConflict).toHaveBeenCalled();
    expect(within(event(2)).getByRole('spinbutton', { name: 'Number of guests' })).toHaveProperty(
      'value',
      '300',
    );
    expect(sent[0]).toMatchObject({ path: '/api/weddings', body: { title: "Ayesha's wedding" } });
    expect(sent[0]!.body.events).toHaveLength(2);

    answer = () => json({ wedding_id: 77 }, 201);
    await userEvent.click(send);
    expect(await screen.findByText('Wedding page')).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('puts the server’s 422 issues beside their events’ fields, the focus on the first', async () => {
    show();
    await addEvent();
    await choose(2, 'Date and time', '3');
    const tooMany = 'Number of people must be at most 500, the capacity of Main Hall';
    answer = () =>
      json(
        {
          detail: [
            { loc: ['body', 'events', 1, 'number_of_people'], msg: tooMany, type: 'value_error' },
            { loc: ['body', 'events', 0, 'event_type_id'], msg: 'Event type not found', type: 'x' },
          ],
        },
        422,
      );
    await userEvent.click(screen.getByRole('button', { name: 'Send Wedding Request' }));
    const type = within(event(1)).getByRole('combobox', { name: 'Event type' });
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(messageOf(type)).toBe('Event type not found');
    const people = within(event(2)).getByRole('spinbutton', { name: 'Number of guests' });
    expect(people.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(people)).toBe(tooMany);
    expect(summaryBySend().textContent).toBe(tooMany);
  });

  it('tells the customer Punjab’s function hours, and says nothing elsewhere', async () => {
    show({ cityId: 2 });
    expect(
      screen.getByText("Punjab's Marriage Functions Act has functions end by 10:00 pm."),
    ).toBeTruthy();
    cleanup();
    show({ cityId: 1 });
    expect(screen.queryByText(/Marriage Functions Act/)).toBeNull();
  });
});
