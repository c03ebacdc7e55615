// Paying online on a real server with its sandbox (docs/product/online-payments.md#paying-online):
// a customer's held booking, the checkout started, the sandbox's page driven as a browser
// would, and what the ledger holds for the booking afterwards.
import type { CheckoutProvider, StartedCheckout } from '@baraat/shared/schemas/checkouts';
import { jazzCashProvider } from '../modules/gateways/jazzcash';
import { SANDBOX_JAZZCASH } from '../modules/gateways/settings';
import { formOf, loggedLines, openHostedPage, postForm } from '../modules/gateways/test-sandbox';
import type { TestServer } from './harness';
import { startHoldsDesk } from './holds';

// What the tests sign the provider's answers with, as the provider would.
export { SANDBOX_JAZZCASH } from '../modules/gateways/settings';
export { jazzCashHash } from '../modules/gateways/signatures';
export { postForm } from '../modules/gateways/test-sandbox';

export type Delivery = 'now' | 'late' | 'twice' | 'never';

/** The customer's browser on the sandbox's pages of `server`. */
export function sandboxBrowser(server: TestServer) {
  /**
   * The customer on the sandbox's page choosing `choice`: the answer the browser then carries
   * (posted to the callback, or the GET back with the reference alone).
   */
  async function choose(
    redirect: StartedCheckout['redirect'],
    choice: 'pay' | 'fail' | 'abandon',
    delivery: Delivery = 'now',
    delay = 0,
  ) {
    const hosted = await openHostedPage(redirect, server.url);
    const chosen = await postForm(hosted.choose, { choice, delivery, delay: String(delay) });
    const back = formOf(await chosen.text());
    if (back.action && Object.keys(back.fields).length > 0) {
      return { posted: back, location: null };
    }
    return { posted: null, location: chosen.headers.get('location') };
  }

  /** Sends the browser's answer on as it would: the form posted, or the GET followed. */
  async function deliver(answer: Awaited<ReturnType<typeof choose>>) {
    if (answer.posted) return postForm(answer.posted.action, answer.posted.fields);
    return fetch(new URL(answer.location!, server.url), { redirect: 'manual' });
  }

  /** A checkout started by `token` for `target`, paid on the sandbox's page, the answer sent back. */
  async function payFor(
    token: string,
    target: Record<string, number>,
    provider: CheckoutProvider = 'jazzcash',
  ) {
    const started = await server.request<StartedCheckout>('/api/checkouts', {
      token,
      json: { ...target, provider },
    });
    if (started.status !== 201)
      throw new Error(`checkout refused: ${JSON.stringify(started.body)}`);
    const back = await deliver(await choose(started.body.redirect, 'pay'));
    return { ...started.body, back };
  }

  /**
   * Whether the sandbox already gave the checkout's payment back: a second refund of its
   * transaction is refused there.
   */
  async function refundedAtSandbox(reference: string) {
    const row = (await server.sql.get<{ provider_transaction_id: string; amount_paisa: number }>(
      'SELECT provider_transaction_id, amount_paisa FROM payment_checkouts WHERE reference = @reference',
      { reference },
    ))!;
    const sandbox = jazzCashProvider(
      { ...SANDBOX_JAZZCASH, baseUrl: `${server.url}/sandbox/jazzcash` },
      { logger: loggedLines().logger, timeoutMs: 2000 },
    );
    const again = await sandbox.refund({
      reference,
      providerTransactionId: row.provider_transaction_id,
      amountPaisa: Number(row.amount_paisa),
    });
    return !again.ok;
  }

  return { choose, deliver, payFor, refundedAtSandbox };
}

export async function startCheckoutDesk() {
  const desk = await startHoldsDesk();
  const { server } = desk;

  /** A fresh customer's booking, accepted and held, and its checkout started with `provider`. */
  async function started(provider: CheckoutProvider = 'jazzcash') {
    const booking = await desk.heldBooking();
    const token = booking.customer.access_token as string;
    const answer = await server.request<StartedCheckout>('/api/checkouts', {
      token,
      json: { booking_id: booking.bookingId, provider },
    });
    if (answer.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(answer.body)}`);
    return { ...booking, token, ...answer.body };
  }

  /** The booking's completed payments in the ledger. */
  const paymentsOf = (bookingId: number) =>
    server.sql.all<{ id: number; amount: number; method: string; reference: string }>(
      `SELECT id, amount, method, reference FROM payments
       WHERE booking_id = @bookingId AND status = 'completed' ORDER BY id`,
      { bookingId },
    );

  const checkoutOf = (reference: string, token: string) =>
    server.request(`/api/checkouts/${reference}`, { token });

  return { ...desk, ...sandboxBrowser(server), started, paymentsOf, checkoutOf };
}

/** Polls `check` until it holds or `ms` pass. */
export async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
