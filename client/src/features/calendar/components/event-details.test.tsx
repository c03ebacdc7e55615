import 'fake-indexeddb/auto';
import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import type { SlotBooking } from '@baraat/shared/schemas/slots';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { REASON_REQUIRED } from '../api/decline-booking';
import { eventsOfSlot } from '../calendar-month';
import { testSlot } from '../test-slot';
import { EventButton } from './event-button';
import EventDetails from './event-details';

afterEach(cleanup);
// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const slot = testSlot(7);
const booking = (extra: Partial<SlotBooking>): SlotBooking => ({
  booking_id: 30,
  slot_id: 7,
  status: 'pending',
  is_walkin: false,
  customer_name: 'Noor Khan',
  number_of_people: 120,
  event_name: 'Wedding',
  package_name: 'Gold',
  worker_id: null,
  message: '',
  modified_at: '',
  created_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  answered_by: null,
  decided_at: null,
  ...extra,
});
const open = (event: ReturnType<typeof eventsOfSlot>[number], onConvert?: () => void) =>
  render(
    <EventDetails ownerId={5} event={event} onClose={() => {}} onConvertToWalkIn={onConvert} />,
  );

describe('the event detail modal', () => {
  it('shows a request’s details and will not reject it without a reason', async () => {
    const [event] = eventsOfSlot(slot, [booking({})], new Map());
    open(event!);
    expect(screen.getByRole('heading', { name: 'Request 6:00 – 10:00 pm' })).toBeTruthy();
    expect(screen.getByText('Noor Khan')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(i18n._(REASON_REQUIRED))).toBeTruthy();
    expect(await (await database()).outbox.count()).toBe(0);
  });

  it('offers nothing on a row still waiting to sync', () => {
    const [event] = eventsOfSlot(
      { ...slot, pending: 'entry-1' },
      [{ ...booking({ status: 'verified' }), pending: 'entry-1' }],
      new Map(),
    );
    open(event!);
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept|Reject|Block|Delete/ })).toBeNull();
  });

  it('says an accepted booking is held until its advance is paid, and Confirmed after', () => {
    const held = booking({
      status: 'verified',
      hold: 'held',
      hold_until: '2026-12-05T13:00:00.000Z',
    });
    const [event] = eventsOfSlot(slot, [held], new Map());
    const { unmount } = open(event!);
    expect(screen.getByText('Held until Sat, 5 Dec 2026, 6:00 pm')).toBeTruthy();
    unmount();
    const [paid] = eventsOfSlot(
      slot,
      [{ ...held, hold: 'confirmed', hold_until: null }],
      new Map(),
    );
    open(paid!);
    expect(screen.getByText('Advance').nextElementSibling!.textContent).toBe('Confirmed');
  });

  it('says a walk-in customer cannot be messaged', () => {
    const [event] = eventsOfSlot(
      slot,
      [booking({ is_walkin: true, status: 'verified' })],
      new Map(),
    );
    open(event!);
    expect(screen.getByText(REQUEST_MESSAGING.walkIn)).toBeTruthy();
  });

  it('says who logged a walk-in, and who answered a request, at Pakistan’s time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8 pm on Sat 12 Dec in Pakistan.
    vi.setSystemTime(new Date('2026-12-12T15:00:00.000Z'));
    const walkIn = booking({
      is_walkin: true,
      status: 'verified',
      created_by: { id: 9, name: 'Ali Raza' },
      created_at: '2026-12-12T13:32:00.000Z',
      answered_by: { id: 9, name: 'Ali Raza' },
      decided_at: '2026-12-12T13:32:00.000Z',
    });
    open(eventsOfSlot(slot, [walkIn], new Map())[0]!);
    expect(screen.getByText('Walk-in logged by Ali Raza, 6:32 pm')).toBeTruthy();
    cleanup();
    const declined = booking({
      status: 'declined',
      answered_by: { id: 4, name: 'Sana Malik' },
      decided_at: '2026-12-05T04:05:00.000Z',
    });
    open(eventsOfSlot(slot, [declined], new Map())[0]!);
    expect(screen.getByText('Declined by Sana Malik, Sat, 5 Dec, 9:05 am')).toBeTruthy();
    cleanup();
    open(eventsOfSlot(slot, [booking({ status: 'verified' })], new Map())[0]!);
    expect(screen.queryByText(/ by /)).toBeNull();
    vi.useRealTimers();
  });

  it('converts an open slot to a walk-in only where the calendar offers it', async () => {
    const [event] = eventsOfSlot(slot, [], new Map());
    open(event!);
    expect(screen.queryByRole('button', { name: 'Convert to walk-in' })).toBeNull();
    cleanup();
    const convert = vi.fn();
    open(event!, convert);
    await userEvent.click(screen.getByRole('button', { name: 'Convert to walk-in' }));
    expect(convert).toHaveBeenCalledWith(slot);
  });

  it('names the hall the booking was accepted into, not its slot’s, in the details and the button', () => {
    const halls = new Map([
      [3, 'Hall A'],
      [4, 'Garden Lawn'],
    ]);
    const inHallA = testSlot(7, { worker_id: 3, worker_name: 'Hall A', is_reserved: true });
    const [event] = eventsOfSlot(inHallA, [booking({ status: 'verified', worker_id: 4 })], halls);
    open(event!);
    expect(screen.getByText('Hall / team').nextElementSibling?.textContent).toBe('Garden Lawn');
    cleanup();
    render(<EventButton event={event!} onOpen={() => {}} />);
    const button = screen.getByRole('button', {
      name: '6:00 – 10:00 pm Booking: Noor Khan · Wedding, Garden Lawn',
    });
    expect(button.getAttribute('title')).toBe(button.getAttribute('aria-label'));
    expect(screen.queryByText('Hall A')).toBeNull();
  });
});
