// A booking's payment recorded with no signal, as the desk's Payments tab shows it until the
// server has it (docs/product/offline.md#the-outbox): waiting to sync under its booking in
// Bookings to collect and first in Payments recorded; refused after sync because its date
// was taken once the hold expired (docs/product/payments.md#holding-a-date), its reason with
// Discard alone, which drops it from the device.
import 'fake-indexeddb/auto';
import { HOLD_TEXTS } from '@baraat/shared/domain/holds';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { database, type OutboxEntry } from '@/lib/db';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { bookingPaymentKind } from '../api/record-payment';
import { heldReceivable, payment } from '../test-payments';
import { PaymentsTable } from './payments-table';
import { ReceivablesTable } from './receivables-table';

const held = heldReceivable;

async function queueAdvance(): Promise<OutboxEntry> {
  const db = await database();
  return enqueue(db, bookingPaymentKind, {
    owner_id: 7,
    aggregate: 'booking:41',
    method: 'POST',
    path: 'payments',
    body: {
      booking_id: 41,
      amount: 90_000,
      kind: 'advance',
      method: 'cash',
      reference: null,
      note: null,
      paid_on: '2026-11-28',
    },
  });
}

beforeAll(() => registerOutboxKinds([bookingPaymentKind]));
beforeEach(async () => (await database()).outbox.clear());
afterEach(cleanup);

describe('a booking payment queued with no signal', () => {
  it('waits to sync under its booking in Bookings to collect and first in Payments recorded', async () => {
    const entry = await queueAdvance();
    render(<ReceivablesTable rows={[held]} queued={[entry]} onRecord={() => undefined} />);
    const paid = screen
      .getByRole('table', { name: 'Bookings to collect' })
      .querySelector('td[data-label="Paid"]')!;
    expect(paid.textContent).toMatch(/^Rs\s0Rs\s90,000 Waiting to sync$/);
    cleanup();

    render(
      <MemoryRouter>
        <PaymentsTable
          payments={[payment({ payment_id: 3, booking_id: 2 })]}
          queued={[entry]}
          customerOf={(id) => (id === 41 ? 'Sana Malik' : undefined)}
        />
      </MemoryRouter>,
    );
    const [, first, second] = within(
      screen.getByRole('table', { name: 'Payments recorded' }),
    ).getAllByRole('row');
    expect(first!.textContent).toContain('#41 (Advance)');
    expect(first!.textContent).toContain('Sana Malik');
    expect(first!.textContent).toContain('Waiting to sync');
    expect(within(first!).queryByRole('link')).toBeNull();
    expect(second!.textContent).toContain('#2');
  });

  it('refused after sync shows the reason with Discard alone, which drops it', async () => {
    const queued = await queueAdvance();
    const db = await database();
    await db.outbox.update(queued.id, {
      state: 'conflict',
      last_error: HOLD_TEXTS.takenAfterExpiry,
    });
    const entry = (await db.outbox.get(queued.id))!;
    render(
      <MemoryRouter>
        <PaymentsTable payments={[]} queued={[entry]} onRefund={() => undefined} />
      </MemoryRouter>,
    );
    const row = within(screen.getByRole('table', { name: 'Payments recorded' })).getAllByRole(
      'row',
    )[1]!;
    expect(row.textContent).toContain('Not saved');
    expect(row.textContent).toContain(HOLD_TEXTS.takenAfterExpiry);
    expect(within(row).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});
