// For the component tests of the Record payment forms (payment-form.tsx): the page's fetch
// answered as `page.answer` says — lost on the way back, as on a venue's weak signal, refused,
// or recorded — with each request kept in `page.sent`; the outbox and the toasts emptied
// before each test; <dialog>'s showModal and close, which jsdom lacks.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, type Mock, vi } from 'vitest';
import { database } from '@/lib/db';
import { stubPage } from '@/lib/test-fetch';
import { useToastStore } from '@/lib/toasts';
import { PAYMENT_QUEUED } from './payment-texts';

export type PageAnswer = 'lost' | 'recorded' | 'refused';

export interface SentPayment {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** Sets up each test's page; `refused` and `recorded` make those answers. */
export function paymentPage(answers: { refused: () => Response; recorded: () => Response }) {
  const page = { sent: [] as SentPayment[], answer: 'lost' as PageAnswer };
  beforeEach(async () => {
    page.sent.length = 0;
    page.answer = 'lost';
    useToastStore.setState({ toasts: [] });
    await (await database()).outbox.clear();
    stubPage(async (request) => {
      page.sent.push({
        url: request.url,
        key: request.headers.get('Idempotency-Key'),
        body: await request.json(),
      });
      if (page.answer === 'lost') throw new TypeError('Failed to fetch');
      return page.answer === 'refused' ? answers.refused() : answers.recorded();
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return page;
}

export const submitPayment = () =>
  userEvent.click(screen.getByRole('button', { name: 'Record payment' }));

/** Every entry in the outbox. */
export const queuedEntries = async () => (await database()).outbox.toArray();

/** The outbox's one entry (the test fails when it holds more, or none). */
export async function theQueuedEntry() {
  const entries = await queuedEntries();
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

export const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

type Page = ReturnType<typeof paymentPage>;

/** Submits, the answer lost: the form closes, saying the payment is queued, and the outbox
 * holds it as `kind` to `path` under the key it went out with; the entry. */
export async function submitLost(page: Page, onClose: Mock, kind: string, path: string) {
  await submitPayment();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const entry = await theQueuedEntry();
  expect(entry).toMatchObject({ id: page.sent[0]!.key, kind, method: 'POST', path, owner_id: 7 });
  expect(toastMessages()).toContain(PAYMENT_QUEUED);
  return entry;
}

/** With no signal, submits twice: nothing is sent, the form closes each time, and the outbox
 * holds the payment once; the entry. */
export async function submitTwiceOffline(page: Page, onClose: Mock) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await submitPayment();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  await submitPayment();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  expect(page.sent).toHaveLength(0);
  return theQueuedEntry();
}
