// The desk's To confirm over a stubbed fetch and fake-indexeddb
// (docs/product/payments.md#bank-transfer-and-raast): with no signal a Confirm is queued in the
// outbox once, its row then waits to sync; a Reject whose answer is lost is queued under the
// key it went out with, its reason kept.
import 'fake-indexeddb/auto';
import { TRANSFER_TEXTS, type Transfer } from '@baraat/shared/schemas/transfers';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/lib/test-fetch';
import { useToastStore } from '@/lib/toasts';
import { ToConfirm } from './to-confirm';

const waiting: Transfer = {
  transfer_id: 41,
  business_id: 3,
  business_name: 'Noor Banquets',
  booking_id: 12,
  wedding_id: null,
  wedding_title: null,
  customer_name: 'Ayesha Khan',
  service_name: 'Gold Package',
  event_date: '2026-12-20',
  method: 'raast',
  amount: 25_000,
  reference: 'RAAST-1',
  photo_url: '/api/transfers/41/photo',
  status: 'to_confirm',
  reject_reason: null,
  payment_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
  answered_at: null,
};

const answers: { method: string; url: string; key: string | null; body: string }[] = [];

beforeEach(async () => {
  answers.length = 0;
  useToastStore.setState({ toasts: [] });
  await (await database()).outbox.clear();
  stubFetch(async (request) => {
    if (request.method === 'GET') return Response.json([waiting]);
    answers.push({
      method: request.method,
      url: request.url,
      key: request.headers.get('Idempotency-Key'),
      body: await request.text(),
    });
    throw new TypeError('Failed to fetch');
  });
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
  vi.restoreAllMocks();
});

const show = async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToConfirm ownerId={7} ledger={[]} />
    </QueryClientProvider>,
  );
  return screen.findByRole('row', { name: /RAAST-1/ });
};
const queued = async () => (await database()).outbox.toArray();
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

it('queues a Confirm with no signal, once, and shows the row waiting to sync', async () => {
  const row = await show();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
  await within(row).findByText('Waiting to sync');
  expect(within(row).queryByRole('button', { name: 'Confirm' })).toBeNull();
  expect(answers).toEqual([]);
  expect(await queued()).toEqual([
    expect.objectContaining({
      kind: 'transfer.answer',
      method: 'PATCH',
      path: 'transfers/41/confirm',
      owner_id: 7,
      aggregate: 'transfer:41',
    }),
  ]);
  expect(toasts()).toContain(TRANSFER_TEXTS.answerQueued);
});

it('queues a Reject whose answer was lost under the key it went out with, with its reason', async () => {
  const row = await show();
  await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText(TRANSFER_TEXTS.reasonRequired)).toBeTruthy();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not received');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [entry, ...others] = await queued();
  expect(others).toEqual([]);
  expect(entry).toMatchObject({
    id: answers[0]!.key,
    path: 'transfers/41/reject',
    body: { reason: 'Not received' },
  });
  expect(answers[0]!.body).toBe(JSON.stringify({ reason: 'Not received' }));
});
