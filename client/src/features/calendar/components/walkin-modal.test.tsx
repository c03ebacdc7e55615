// The walk-in form on the device's copy (fake-indexeddb): what is missing is said in the
import { FUNCTION_HOURS_RULES, ruleText } from '@baraat/shared/constants/function-hours';
// spec's words before anything is queued, and converting an open slot queues the walk-in by
// the slot's id, keeping the slot's date and times.
import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { testSlot } from '../test-slot';
import { WalkInModal } from './walkin-modal';

let db: BaraatDb;
const date = addDays(todayInPakistan(), 4);
const slot = testSlot(30, { date, start_time: '10:00', end_time: '12:00', slot_name: 'Morning' });

beforeEach(async () => {
  db = await database();
  await Promise.all([
    db.outbox.clear(),
    db.calendarSlots.clear(),
    db.calendarBookings.clear(),
    db.calendarWorkers.clear(),
  ]);
  await db.calendarSlots.put({ ...slot, owner_id: 5 });
  await db.calendarWorkers.put({
    worker_id: 3,
    name: 'Main Hall',
    capacity: 500,
    worker_role: 'hall',
    is_active: true,
    modified_at: '',
    owner_id: 5,
  });
  // <dialog> has no showModal in jsdom.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

const show = (props: Partial<Parameters<typeof WalkInModal>[0]> = {}) => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalkInModal ownerId={5} cityId={1} date={date} onClose={onClose} {...props} />
    </QueryClientProvider>,
  );
  return onClose;
};

describe('the walk-in form', () => {
  it("warns a Lahore business of a walk-in ending after 22:00, Punjab's function hours", async () => {
    const rule = ruleText(FUNCTION_HOURS_RULES[0]!);
    show({ cityId: 2 });
    await userEvent.selectOptions(await screen.findByLabelText('End time hour'), '23');
    expect(screen.getByText(rule, { exact: false }).textContent).toBe(
      `${rule} The walk-in is still saved.`,
    );
    await userEvent.selectOptions(screen.getByLabelText('End time hour'), '21');
    expect(screen.queryByText(rule, { exact: false })).toBeNull();
  });

  it('asks for what is missing and queues nothing', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Save walk-in' }));
    expect(
      (await screen.findAllByText('Please fill in all required fields')).length,
    ).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("says beside the field when the people pass the hall's capacity, keeping the input", async () => {
    const onClose = show({ slot });
    const people = await screen.findByRole('spinbutton', { name: 'Number of people' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Nadia Iqbal');
    await userEvent.clear(people);
    await userEvent.type(people, '501');
    await userEvent.click(screen.getByRole('button', { name: 'Save walk-in' }));
    expect(await screen.findByText(/at most 500, the capacity of Main Hall$/)).toBeTruthy();
    expect(people.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveProperty(
      'value',
      'Nadia Iqbal',
    );
    await userEvent.clear(people);
    await userEvent.type(people, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save walk-in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ number_of_people: 120 });
  });

  it('converts an open slot by its id and closes once the walk-in is stored', async () => {
    const onClose = show({ slot });
    expect(await screen.findByRole('heading', { name: 'Convert to walk-in' })).toBeTruthy();
    expect(screen.getByText(`${formatDate(date)}, 10:00 am – 12:00 pm · Morning`)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Nadia Iqbal');
    await userEvent.click(screen.getByRole('button', { name: 'Save walk-in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ slot_id: 30, worker_id: 3, customer_name: 'Nadia Iqbal' });
    expect(entry?.body).not.toHaveProperty('date');
    expect(await db.calendarSlots.get(30)).toMatchObject({ is_reserved: true, worker_id: 3 });
  });

  it("converts a hall's slot in that hall without asking for one", async () => {
    const ofHall = { ...slot, slot_id: 31, worker_id: 3, worker_name: 'Main Hall' };
    // The walk-in of the test before holds Main Hall at these times on this device.
    await db.calendarBookings.clear();
    await db.calendarSlots.put({ ...ofHall, owner_id: 5 });
    show({ slot: ofHall });
    expect(
      await screen.findByText(`${formatDate(date)}, 10:00 am – 12:00 pm · Main Hall · Morning`),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Hall or team/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Nadia Iqbal');
    await userEvent.click(screen.getByRole('button', { name: 'Save walk-in' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ slot_id: 31, worker_id: 3 });
  });
});
