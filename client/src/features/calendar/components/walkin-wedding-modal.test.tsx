// The walk-in wedding form on the device's copy (fake-indexeddb): events are added and removed
// by keyboard-reachable buttons, what is missing is said beside each field and next to Save
// before anything is queued, the focus on the first (docs/product/texts.md#forms), a refusal
// is told beside the event it names and keeps every field, and a save queues the wedding as
// one outbox entry.
import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { messageOf, summaryBefore } from '@/lib/test-form';
import { clearCalendar, putHall, stubDialog, testSlot } from '../test-slot';
import { WalkInWeddingModal } from './walkin-wedding-modal';

let db: BaraatDb;
const date = addDays(todayInPakistan(), 4);

beforeEach(async () => {
  db = await database();
  await clearCalendar(db);
  await putHall(db, 3, 'Main Hall');
  await putHall(db, 4, 'Lawn');
  stubDialog();
});

afterEach(cleanup);

const show = () => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalkInWeddingModal ownerId={5} cityId={1} date={date} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};

const eventGroup = (n: number) => screen.getByRole('group', { name: `Event ${n}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save walk-in wedding' }));

/** The summary beside Save, an alert. */
const summaryBySave = () => {
  const summary = summaryBefore(screen.getByRole('button', { name: 'Save walk-in wedding' }));
  expect(summary.getAttribute('role')).toBe('alert');
  return summary;
};

async function fillEvent(n: number, type: string, hall: string) {
  const group = eventGroup(n);
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: /Event type/ }), type);
  await userEvent.selectOptions(
    within(group).getByRole('combobox', { name: /Hall or team/ }),
    hall,
  );
}

describe('the walk-in wedding form', { timeout: 30_000 }, () => {
  it('says what is missing beside each field and next to Save, the focus on the first', async () => {
    show();
    const family = await screen.findByRole('textbox', { name: 'Family name' });
    await save();
    await waitFor(() => expect(document.activeElement).toBe(family));
    expect(family.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(family)).toBe('Please fill in all required fields');
    const hall = within(eventGroup(1)).getByRole('combobox', { name: /Hall or team/ });
    expect(hall.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(hall)).toBe('Please fill in all required fields');
    expect(messageOf(screen.getByRole('textbox', { name: 'Title' }))).toBe('Title is required');
    expect(summaryBySave().textContent).toBe('Please fill in all required fields');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);

    // With the name given, the first thing still wrong takes the focus.
    await userEvent.type(family, 'Khan family');
    expect(family.getAttribute('aria-invalid')).toBeNull();
    await save();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' })),
    );
  });

  it('queues three events on consecutive days as one entry, with their slots on the device', async () => {
    const onClose = show();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Family name' }),
      'Khan family',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Ayesha & Bilal');
    await fillEvent(1, 'Mehndi', 'Main Hall');
    const add = screen.getByRole('button', { name: 'Add another event' });
    await userEvent.click(add);
    // The new event's first field takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(eventGroup(2)).getByRole('combobox', { name: /Event type/ }),
      ),
    );
    await fillEvent(2, 'Wedding', 'Lawn');
    await userEvent.click(add);
    await fillEvent(3, 'Reception', 'Main Hall');
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Remove event 4' }));
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.queryByRole('group', { name: 'Event 4' })).toBeNull();
    expect(screen.getByText('(3 events)')).toBeTruthy();

    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'walkinWedding.create' });
    expect(entries[0]!.body).toMatchObject({
      title: 'Ayesha & Bilal',
      customer_name: 'Khan family',
      events: [
        { event_type_id: 3, worker_id: 3, date },
        { event_type_id: 1, worker_id: 4, date: addDays(date, 1) },
        { event_type_id: 4, worker_id: 3, date: addDays(date, 2) },
      ],
    });
    expect(await db.calendarBookings.count()).toBe(3);
  });

  it('says why the device refused, keeping every field; an open slot is taken by its id', async () => {
    await db.calendarSlots.put({
      ...testSlot(30, { date, start_time: '18:00', end_time: '22:00', worker_id: 3 }),
      worker_name: 'Main Hall',
      owner_id: 5,
    });
    show();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Family name' }),
      'Raza family',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hina & Omar');
    await fillEvent(1, 'Mehndi', 'Main Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Add another event' }));
    await fillEvent(2, 'Wedding', 'Main Hall');
    // The second event on the same day, in the same hall, at the same times: a clash.
    const second = eventGroup(2);
    await userEvent.clear(within(second).getByRole('textbox', { name: /Date/ }));
    await userEvent.type(
      within(second).getByRole('textbox', { name: /Date/ }),
      date.split('-').reverse().join('/'),
    );
    await save();
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(refusal.textContent).toBe(
      `Wedding (${formatDate(date)}, 9:00 am – 1:00 pm): Main Hall already has a slot on ${formatDate(date)}, 9:00 am – 1:00 pm`,
    );
    // Next to Save, and beside the hall of the event it names, which takes the focus.
    expect(summaryBySave()).toBe(refusal);
    const secondHall = within(second).getByRole('combobox', { name: /Hall or team/ });
    await waitFor(() => expect(document.activeElement).toBe(secondHall));
    expect(messageOf(secondHall)).toBe(refusal.textContent);
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveProperty(
      'value',
      'Raza family',
    );
    expect(screen.getAllByRole('group', { name: /^Event \d$/ })).toHaveLength(2);

    await userEvent.selectOptions(
      within(eventGroup(1)).getByRole('combobox', { name: 'Open slot' }),
      '30',
    );
    await save();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect((entry!.body as { events: unknown[] }).events[0]).toMatchObject({
      slot_id: 30,
      worker_id: 3,
    });
    expect(await db.calendarSlots.get(30)).toMatchObject({ is_reserved: true });
  });

  it('names each open slot by its hours and hall, and offers one another event took to none', async () => {
    for (const [id, worker_id, hall] of [
      [30, 3, 'Main Hall'],
      [31, 4, 'Lawn'],
    ] as const) {
      await db.calendarSlots.put({
        ...testSlot(id, { date, start_time: '18:00', end_time: '22:00', worker_id }),
        worker_name: hall,
        owner_id: 5,
      });
    }
    show();
    const openSlots = (n: number) =>
      within(eventGroup(n)).getByRole('combobox', { name: 'Open slot' });
    const offered = (n: number) =>
      within(openSlots(n))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(offered(1)).toEqual([
        'New times',
        '6:00 – 10:00 pm · Main Hall',
        '6:00 – 10:00 pm · Lawn',
      ]),
    );
    await userEvent.selectOptions(openSlots(1), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Add another event' }));
    const date2 = within(eventGroup(2)).getByRole('textbox', { name: /Date/ });
    await userEvent.clear(date2);
    await userEvent.type(date2, date.split('-').reverse().join('/'));
    await waitFor(() => expect(offered(2)).toEqual(['New times', '6:00 – 10:00 pm · Lawn']));
    expect(offered(1)).toEqual([
      'New times',
      '6:00 – 10:00 pm · Main Hall',
      '6:00 – 10:00 pm · Lawn',
    ]);
  });
});
