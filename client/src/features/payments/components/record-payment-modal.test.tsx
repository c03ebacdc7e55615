// Record payment of a booking over a stubbed fetch and fake-indexeddb: the shared schema's
// messages before anything is sent; the Idempotency-Key that makes a retried payment count
// once; and, as a wedding's payment, a lost answer or no signal queues the payment in the
// desk's outbox under the key it went out with, once however often it is pressed.
import 'fake-indexeddb/auto';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_QUEUED } from '@/components/payments/payment-texts';
import {
  paymentPage,
  queuedEntries,
  submitLost,
  submitPayment,
  submitTwiceOffline,
  toastMessages,
} from '@/components/payments/test-payment-page';
import { createQueryClient } from '@/lib/query-client';
import { heldReceivable } from '../test-payments';
import { RecordPaymentModal } from './record-payment-modal';

const booking = heldReceivable;

const show = () => {
  const onClose = vi.fn();
  const onRecorded = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordPaymentModal ownerId={7} booking={booking} onClose={onClose} onRecorded={onRecorded} />
    </QueryClientProvider>,
  );
  return { onClose, onRecorded };
};

const page = paymentPage({
  refused: () => Response.json({ detail: PAYMENT_ERRORS.bookingNotConfirmed }, { status: 409 }),
  recorded: () => Response.json({}, { status: 201 }),
});
const { sent } = page;

describe('Record payment of a booking', () => {
  it('checks the amount with the shared schema before sending anything', async () => {
    show();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await submitPayment();
    expect(await screen.findByText('Amount must be a whole number of rupees')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('records it online; a refusal stays in place, a retry keeps its key and a changed one gets a new key', async () => {
    const { onRecorded, onClose } = show();
    page.answer = 'refused';
    await submitPayment();
    expect((await screen.findByRole('alert')).textContent).toContain(
      PAYMENT_ERRORS.bookingNotConfirmed,
    );
    expect(sent[0]!.url).toBe('http://baraat.test/api/payments');
    expect(sent[0]!.body).toMatchObject({ booking_id: 41, amount: 300000, kind: 'advance' });
    await submitPayment();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);

    page.answer = 'recorded';
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '90000');
    await submitPayment();
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.body.amount).toBe(90000);
    expect(onClose).not.toHaveBeenCalled();
    expect(await queuedEntries()).toHaveLength(0);
  });

  it('queues the payment under the key it went out with when the answer is lost', async () => {
    const { onClose, onRecorded } = show();
    const entry = await submitLost(page, onClose, 'booking.payment', 'payments');
    expect(entry).toMatchObject({
      state: 'pending',
      body: { booking_id: 41, amount: 300000, kind: 'advance', method: 'cash' },
    });
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('with no signal sends nothing and queues a cash advance once however often it is pressed', async () => {
    const { onClose, onRecorded } = show();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '90000');
    expect(await submitTwiceOffline(page, onClose)).toMatchObject({
      aggregate: 'booking:41',
      body: { booking_id: 41, amount: 90000, kind: 'advance', method: 'cash' },
    });
    expect(toastMessages()).toEqual([PAYMENT_QUEUED, PAYMENT_QUEUED]);
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
