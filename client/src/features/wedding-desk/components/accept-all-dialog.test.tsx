// Accept all (docs/product/weddings.md#the-owner-answers): a hall per pending event chosen
// among those free at its time (the first free one to start with, busy ones not offered),
// "Choose a hall for every event" before anything is sent, and the server's refusal in place.
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { WeddingDeskContext } from '../desk-context';
import { stubPage } from '../test-page';
import { wedding } from '../test-wedding';
import { AcceptAllDialog } from './accept-all-dialog';

const hall = (resource_id: number, name: string, conflict: string | null): AvailableResource => ({
  resource_id,
  business_worker_entity_id: resource_id,
  name,
  capacity: 500,
  worker_role: 'hall',
  is_available: conflict === null,
  conflict,
});

/** Crystal Hall is taken on the baraat's day; Pearl Hall is free every day. */
const freeResources = vi.fn(async ({ date }: { date: string }) => [
  hall(21, 'Crystal Hall', date === '2030-03-02' ? 'Sana Malik, 7:00 pm' : null),
  hall(22, 'Pearl Hall', null),
]);

const sent: { url: string; method: string; body: unknown }[] = [];
let refuse = false;

beforeEach(() => {
  sent.length = 0;
  refuse = false;
  stubPage(async (request) => {
    sent.push({ url: request.url, method: request.method, body: await request.json() });
    return refuse
      ? Response.json(
          { detail: 'Walima (Sun, 3 Mar 2030, 7:00 – 10:00 pm): Hall busy' },
          { status: 409 },
        )
      : Response.json(wedding(), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WeddingDeskContext value={{ changed: () => [], freeResources }}>
        <AcceptAllDialog
          ownerId={7}
          wedding={wedding()}
          isHall
          resourceNoun="Hall"
          onClose={onClose}
        />
      </WeddingDeskContext>
    </QueryClientProvider>,
  );
  return onClose;
};

const accept = () => userEvent.click(screen.getByRole('button', { name: 'Accept all' }));

describe('Accept all', () => {
  it('offers a hall per pending event, starting on the first free one', async () => {
    show();
    const baraat = await screen.findByRole('combobox', { name: /^Baraat/ });
    const walima = screen.getByRole('combobox', { name: /^Walima/ });
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    await waitFor(() => expect(baraat).toHaveProperty('value', '22'));
    expect(walima).toHaveProperty('value', '21');
    const busy = screen.getAllByRole('option', { name: /Crystal Hall \(busy: Sana Malik/ });
    expect(busy).toHaveLength(1);
    expect(busy[0]).toHaveProperty('disabled', true);
  });

  it('asks for a hall for every event before sending, then sends each choice', async () => {
    const onClose = show();
    const walima = await screen.findByRole('combobox', { name: /^Walima/ });
    await waitFor(() => expect(walima).toHaveProperty('value', '21'));
    await userEvent.selectOptions(walima, '');
    await accept();
    expect(screen.getByRole('alert').textContent).toBe(WEDDING_TEXTS.hallForEvery);
    expect(sent).toHaveLength(0);

    await userEvent.selectOptions(walima, '22');
    refuse = true;
    await accept();
    expect((await screen.findByRole('alert')).textContent).toContain('Hall busy');
    expect(onClose).not.toHaveBeenCalled();
    refuse = false;
    await accept();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toEqual({
      url: 'http://baraat.test/api/weddings/9/approve',
      method: 'PATCH',
      body: {
        events: [
          { booking_id: 2, hall_id: 22 },
          { booking_id: 3, hall_id: 22 },
        ],
        notes: '',
      },
    });
  });
});
