// Add Slot on the device's copy (fake-indexeddb): in Punjab a slot ending after 22:00 is warned
// of and still queued (docs/product/weddings.md#function-hours-in-punjab); in Karachi nothing is said.
import 'fake-indexeddb/auto';
import { FUNCTION_HOURS_RULES, ruleText } from '@baraat/shared/constants/function-hours';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { AddSlotModal } from './add-slot-modal';

const LAHORE = 2;
const KARACHI = 1;
const punjab = ruleText(FUNCTION_HOURS_RULES[0]!);
let db: BaraatDb;

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.calendarSlots.clear(), db.calendarWorkers.clear()]);
  // <dialog> has no showModal in jsdom.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

const show = (cityId: number) => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddSlotModal
        ownerId={5}
        cityId={cityId}
        date={addDays(todayInPakistan(), 3)}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return onClose;
};

const endAt = async (hour: string, minute = '00') => {
  await userEvent.selectOptions(await screen.findByLabelText('End time hour'), hour);
  await userEvent.selectOptions(screen.getByLabelText('End time minute'), minute);
};

describe('Add Slot and function hours', () => {
  it('warns a Lahore business of a slot ending after 22:00, and still queues the slot', async () => {
    const onClose = show(LAHORE);
    await userEvent.selectOptions(await screen.findByLabelText('Start time hour'), '19');
    await endAt('22');
    expect(screen.queryByText(punjab, { exact: false })).toBeNull();
    await endAt('22', '15');
    expect(screen.getByText(punjab, { exact: false }).textContent).toBe(
      `${punjab} The slot is still saved.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({
      start_time: '19:00',
      end_time: '22:15',
    });
  });

  it('says nothing to a Karachi business', async () => {
    show(KARACHI);
    await userEvent.selectOptions(await screen.findByLabelText('Start time hour'), '19');
    await endAt('23', '45');
    expect(screen.queryByText(punjab, { exact: false })).toBeNull();
  });
});
