// Accept all (docs/product/weddings.md#accept-all): every pending event with every hall, its
// capacity, Busy and too-small marks; each event starting on the proposal (its slot's hall
// when free and large enough, else the smallest free one that holds its guests); "Choose a
// hall for every event" before anything is sent; and the server's refusals each beside its
// event, with the focus on the first.
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubPage } from '@/lib/test-fetch';
import { refusedSummary } from '../accept-all-refusals';
import { WeddingDeskContext } from '../desk-context';
import { wedding } from '../test-wedding';
import { AcceptAllDialog } from './accept-all-dialog';

const BARAAT_DAY = '2030-03-02';
const WALIMA_DAY = '2030-03-03';

/** What the business's resources are: halls, or a team business's workers. */
let role: AvailableResource['worker_role'] = 'hall';
const hall = (
  resource_id: number,
  name: string,
  capacity: number,
  conflict: string | null = null,
): AvailableResource => ({
  resource_id,
  business_worker_entity_id: resource_id,
  name,
  capacity,
  worker_role: role,
  is_available: conflict === null,
  conflict,
});

/** Crystal Hall (500) is taken on the baraat's day; Pearl Hall (400) and Tiny Hall (200) are
 * free every day; on `fullDay` every hall is taken. Each event has 300 guests. */
let fullDay = '';
const freeResources = vi.fn(async ({ date }: { date: string }) => [
  hall(
    21,
    'Crystal Hall',
    500,
    [BARAAT_DAY, fullDay].includes(date) ? 'Sana Malik, 7:00 pm' : null,
  ),
  hall(22, 'Pearl Hall', 400, date === fullDay ? 'Hira Butt, 6:00 pm' : null),
  hall(23, 'Tiny Hall', 200, date === fullDay ? 'Hira Butt, 6:00 pm' : null),
]);

const sent: { url: string; method: string; body: unknown }[] = [];
let answer: Response | null = null;

beforeEach(() => {
  sent.length = 0;
  answer = null;
  fullDay = '';
  role = 'hall';
  stubPage(async (request) => {
    sent.push({ url: request.url, method: request.method, body: await request.json() });
    return answer ?? Response.json(wedding(), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (options: { isHall?: boolean; onClose?: () => void; shown?: Wedding } = {}) => {
  const onClose = options.onClose ?? vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WeddingDeskContext value={{ changed: () => [], freeResources }}>
        <AcceptAllDialog
          ownerId={7}
          wedding={options.shown ?? wedding()}
          isHall={options.isHall ?? true}
          resourceNoun={options.isHall === false ? 'Worker' : 'Hall'}
          onClose={onClose}
        />
      </WeddingDeskContext>
    </QueryClientProvider>,
  );
  return onClose;
};

const accept = () => userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
const group = (event: RegExp) => screen.findByRole('group', { name: event });
const checkedIn = async (event: RegExp) =>
  within(await group(event))
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked);

describe('Accept all', () => {
  it('lists every hall with its capacity, Busy and too-small marks, and proposes by capacity', async () => {
    show();
    const baraat = await group(/^Baraat · .* · 300 guests$/);
    expect(screen.getAllByRole('group', { name: /guests$/ })).toHaveLength(2);
    await waitFor(() =>
      expect(within(baraat).getByRole('radio', { name: /^Pearl Hall/ })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(
      within(baraat).getByRole('radio', { name: /^Crystal Hall · 500 guests/ }).parentElement
        ?.textContent,
    ).toContain('Busy: Sana Malik, 7:00 pm');
    expect(
      within(baraat).getByRole('radio', { name: /^Tiny Hall · 200 guests/ }).parentElement
        ?.textContent,
    ).toContain('Too small for 300 guests');
    // Crystal Hall is free on the walima's day and listed first: the smaller Pearl Hall holds 300.
    expect((await checkedIn(/^Walima/))?.getAttribute('value')).toBe('22');
  });

  it("starts an event on its slot's hall when it is free and holds the guests", async () => {
    const shown = wedding();
    shown.events[2] = { ...shown.events[2]!, slot_worker_id: 21 };
    show({ shown });
    await waitFor(async () =>
      expect((await checkedIn(/^Walima/))?.getAttribute('value')).toBe('21'),
    );
    expect((await checkedIn(/^Baraat/))?.getAttribute('value')).toBe('22');
  });

  it('asks for a hall for every event when one cannot be proposed, then sends each choice', async () => {
    fullDay = WALIMA_DAY;
    const onClose = show();
    await waitFor(async () =>
      expect((await checkedIn(/^Baraat/))?.getAttribute('value')).toBe('22'),
    );
    expect(await checkedIn(/^Walima/)).toBeUndefined();
    await accept();
    expect(screen.getByRole('alert').textContent).toBe(WEDDING_TEXTS.hallForEvery);
    expect(sent).toHaveLength(0);
    const walima = await group(/^Walima/);
    expect(document.activeElement).toBe(within(walima).getAllByRole('radio')[0]);

    await userEvent.click(within(walima).getByRole('radio', { name: /^Crystal Hall/ }));
    await accept();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toEqual({
      url: 'http://baraat.test/api/weddings/9/approve',
      method: 'PATCH',
      body: {
        events: [
          { booking_id: 2, hall_id: 22 },
          { booking_id: 3, hall_id: 21 },
        ],
        notes: '',
      },
    });
  });

  it('shows every refusal beside its event at once and moves the focus to the first', async () => {
    const onClose = show();
    await waitFor(async () =>
      expect((await checkedIn(/^Walima/))?.getAttribute('value')).toBe('22'),
    );
    const refusals = [
      'Baraat (2 Mar): Pearl Hall is already booked for Mehndi of Hira Butt on Sat, 2 Mar 2030, 6:00 – 10:00 pm',
      'Walima (3 Mar): Number of people must be at most 250, the capacity of Pearl Hall',
    ];
    answer = Response.json(
      {
        detail: refusals.map((msg, index) => ({
          loc: ['body', 'events', index, 'hall_id'],
          msg,
          type: 'conflict',
        })),
      },
      { status: 409 },
    );
    await accept();
    expect((await screen.findByRole('alert')).textContent).toBe(refusedSummary(2));
    for (const [index, name] of [/^Baraat/, /^Walima/].entries()) {
      const refused = await group(name);
      const described = refused.getAttribute('aria-describedby');
      expect(document.getElementById(described!)?.textContent).toBe(refusals[index]);
    }
    expect(document.activeElement).toBe(await checkedIn(/^Baraat/));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves a team business on no team yet unless its slot names a free one', async () => {
    role = 'worker';
    const shown = wedding();
    shown.events[1] = { ...shown.events[1]!, slot_worker_id: 23 };
    const onClose = show({ isHall: false, shown });
    await waitFor(async () =>
      expect((await checkedIn(/^Baraat/))?.getAttribute('value')).toBe('23'),
    );
    expect((await checkedIn(/^Walima/))?.parentElement?.textContent).toBe('No worker yet');
    await accept();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)?.body).toEqual({
      events: [{ booking_id: 2, worker_id: 23 }, { booking_id: 3 }],
      notes: '',
    });
  });
});
