// Record payment against a wedding over a stubbed fetch and fake-indexeddb: the form starts on
// the next instalment's outstanding, takes a family with one press, checks with the shared
// schema before sending; a lost answer or no signal queues the payment in the outbox under the
// key it went out with, once however often it is pressed.
import 'fake-indexeddb/auto';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  paymentPage,
  queuedEntries,
  submitLost,
  submitPayment,
  submitTwiceOffline,
  toastMessages,
} from '@/components/payments/test-payment-page';
import { createQueryClient } from '@/lib/query-client';
import { instalment, wedding } from '../test-wedding';
import { RecordPaymentDialog } from './record-payment-dialog';

const shown = wedding({ plan: [instalment()], next_instalment: instalment(), paid: 20_000 });

const show = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordPaymentDialog ownerId={7} wedding={shown} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};

const page = paymentPage({
  refused: () => Response.json({ detail: WEDDING_TEXTS.noAcceptedEvent }, { status: 409 }),
  recorded: () => Response.json(shown, { status: 201 }),
});
const { sent } = page;

describe('Record payment of a wedding', () => {
  it('starts on the next instalment, takes a family in one press and checks before sending', async () => {
    show();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveProperty('value', '70000');
    await submitPayment();
    expect(await screen.findByText(WEDDING_TEXTS.payerRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: "Groom's family" }));
    expect(screen.getByRole('textbox', { name: /Payer/ })).toHaveProperty(
      'value',
      "Groom's family",
    );
    expect(
      screen.getByRole('button', { name: "Groom's family" }).getAttribute('aria-pressed'),
    ).toBe('true');
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await submitPayment();
    expect(await screen.findByText('Amount must be a whole number of rupees')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('records it online and closes; a refusal is shown in place and a retry keeps its key', async () => {
    const onClose = show();
    await userEvent.click(screen.getByRole('button', { name: "Bride's family" }));
    page.answer = 'refused';
    await submitPayment();
    expect((await screen.findByRole('alert')).textContent).toContain(WEDDING_TEXTS.noAcceptedEvent);
    expect(onClose).not.toHaveBeenCalled();
    page.answer = 'recorded';
    await submitPayment();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('http://baraat.test/api/weddings/9/payments');
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toMatchObject({
      payer_name: "Bride's family",
      amount: 70000,
      method: 'cash',
    });
    expect(toastMessages()).toContain(WEDDING_TEXTS.paymentRecorded);
    expect(await queuedEntries()).toHaveLength(0);
  });

  it('queues the payment under the key it went out with when the answer is lost', async () => {
    const onClose = show();
    await userEvent.type(screen.getByRole('textbox', { name: /Payer/ }), 'Nadia Khan');
    const entry = await submitLost(page, onClose, 'wedding.payment', 'weddings/9/payments');
    expect(entry.body).toMatchObject({ payer_name: 'Nadia Khan', amount: 70000, method: 'cash' });
  });

  it('with no signal sends nothing and queues it once however often it is pressed', async () => {
    const onClose = show();
    await userEvent.click(screen.getByRole('button', { name: "Bride's family" }));
    const entry = await submitTwiceOffline(page, onClose);
    expect(entry.body).toMatchObject({ payer_name: "Bride's family", amount: 70000 });
  });
});
