// Record payment against a wedding over a stubbed fetch and fake-indexeddb: the form starts on
// the next instalment's outstanding, takes a family with one press, checks with the shared
// schema before sending; a lost answer or no signal queues the payment in the outbox under the
// key it went out with, once however often it is pressed.
import 'fake-indexeddb/auto';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { createQueryClient } from '@/lib/query-client';
import { useToastStore } from '@/lib/toasts';
import { stubPage } from '../test-page';
import { instalment, wedding } from '../test-wedding';
import { PAYMENT_QUEUED, RecordPaymentDialog } from './record-payment-dialog';

const shown = wedding({ plan: [instalment()], next_instalment: instalment(), paid: 20_000 });

const show = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordPaymentDialog ownerId={7} wedding={shown} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};

type Answer = 'lost' | 'recorded' | 'refused';
const sent: { url: string; key: string | null; body: Record<string, unknown> }[] = [];
let answer: Answer = 'lost';

beforeEach(async () => {
  sent.length = 0;
  answer = 'lost';
  useToastStore.setState({ toasts: [] });
  await (await database()).outbox.clear();
  stubPage(async (request) => {
    sent.push({
      url: request.url,
      key: request.headers.get('Idempotency-Key'),
      body: await request.json(),
    });
    if (answer === 'lost') throw new TypeError('Failed to fetch');
    if (answer === 'refused') {
      return Response.json({ detail: WEDDING_TEXTS.noAcceptedEvent }, { status: 409 });
    }
    return Response.json(shown, { status: 201 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
const queued = async () => (await database()).outbox.toArray();

describe('Record payment of a wedding', () => {
  it('starts on the next instalment, takes a family in one press and checks before sending', async () => {
    show();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveProperty('value', '70000');
    await submit();
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
    await submit();
    expect(await screen.findByText('Amount must be a whole number of rupees')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('records it online and closes; a refusal is shown in place and a retry keeps its key', async () => {
    const onClose = show();
    await userEvent.click(screen.getByRole('button', { name: "Bride's family" }));
    answer = 'refused';
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(WEDDING_TEXTS.noAcceptedEvent);
    expect(onClose).not.toHaveBeenCalled();
    answer = 'recorded';
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('http://baraat.test/api/weddings/9/payments');
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toMatchObject({
      payer_name: "Bride's family",
      amount: 70000,
      method: 'cash',
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      WEDDING_TEXTS.paymentRecorded,
    );
    expect(await queued()).toHaveLength(0);
  });

  it('queues the payment under the key it went out with when the answer is lost', async () => {
    const onClose = show();
    await userEvent.type(screen.getByRole('textbox', { name: /Payer/ }), 'Nadia Khan');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [entry, ...others] = await queued();
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      id: sent[0]!.key,
      kind: 'wedding.payment',
      method: 'POST',
      path: 'weddings/9/payments',
      owner_id: 7,
      body: { payer_name: 'Nadia Khan', amount: 70000, method: 'cash' },
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(PAYMENT_QUEUED);
  });

  it('with no signal sends nothing and queues it once however often it is pressed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onClose = show();
    await userEvent.click(screen.getByRole('button', { name: "Bride's family" }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(sent).toHaveLength(0);
    const entries = await queued();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toMatchObject({ payer_name: "Bride's family", amount: 70000 });
  });
});
