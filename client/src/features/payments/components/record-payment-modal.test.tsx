// Record payment over a stubbed fetch: the shared schema's messages before anything is sent,
// and the Idempotency-Key that makes a retried payment count once.
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { RecordPaymentModal } from './record-payment-modal';

const booking: Receivable = {
  booking_id: 41,
  customer_name: 'Sana Malik',
  customer_email: 'sana@example.pk',
  event_date: '2026-12-20',
  event_time: '19:00 - 23:30',
  package_name: 'Gold Walima Package',
  number_of_people: 2,
  status: 'verified',
  total_amount: 300000,
  paid_amount: 0,
  outstanding_amount: 300000,
  hold_until: null,
  hold: 'confirmed',
};

const show = (onRecorded = vi.fn()) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordPaymentModal ownerId={7} booking={booking} onClose={vi.fn()} onRecorded={onRecorded} />
    </QueryClientProvider>,
  );

const sent: { key: string | null; body: Record<string, unknown> }[] = [];
let fail = true;

beforeEach(() => {
  sent.length = 0;
  fail = true;
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
    // The first answer is lost on the way back, as on a venue's weak signal.
    if (fail) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } });
  });
  // <dialog> has no showModal in jsdom.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Record payment', () => {
  it('checks the amount with the shared schema before sending anything', async () => {
    show();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be a whole number of rupees')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends a retry of the same payment with the same key, and a changed one with a new key', async () => {
    const onRecorded = vi.fn();
    show(onRecorded);
    const submit = screen.getByRole('button', { name: 'Record payment' });
    await userEvent.click(submit);
    await screen.findByRole('alert');
    expect(sent[0]!.body).toMatchObject({ booking_id: 41, amount: 300000, kind: 'advance' });

    await userEvent.click(submit);
    await screen.findByRole('alert');
    expect(sent[1]!.key).toBe(sent[0]!.key);

    fail = false;
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.body.amount).toBe(100000);
  });
});
