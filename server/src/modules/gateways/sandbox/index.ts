// The payment providers' sandbox, served under /sandbox by this server when payments are in
// sandbox mode (docs/product/online-payments.md#the-sandbox): each provider's hosted page,
// its signed answer sent back to the merchant now, late, twice or never, its status and refund
// APIs. Its transactions live in this process's memory: a restart forgets them.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { easypaisaSandbox } from './easypaisa';
import { jazzCashSandbox } from './jazzcash';
import {
  answerPage,
  checkoutPage,
  refusalPage,
  SANDBOX_CSS,
  SANDBOX_POLICY,
  SANDBOX_SUBMIT_JS,
} from './pages';
import type { SandboxProvider } from './provider';
import { createSandboxStore } from './store';

export const SANDBOX_PREFIX = '/sandbox';
const PROVIDERS: Record<string, SandboxProvider> = {
  jazzcash: jazzCashSandbox,
  easypaisa: easypaisaSandbox,
};
const DELIVERIES = ['now', 'late', 'twice', 'never'] as const;
const MAX_DELAY_SECONDS = 600;
const DELIVERY_TIMEOUT_MS = 10_000;

function html(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
}

const refuse = (ctx: Context, reason: string) => html(ctx, 400, refusalPage(reason));

export interface Sandbox {
  middleware: Middleware;
  /** Cancels the answers still waiting to be sent late. */
  close: () => void;
}

export function createSandbox(logger: Logger): Sandbox {
  const store = createSandboxStore();
  const waiting = new Set<NodeJS.Timeout>();
  const router = new Router({ prefix: SANDBOX_PREFIX });

  /** The provider posting its answer to the merchant itself, as a form. */
  async function post(provider: SandboxProvider, url: string, fields: Record<string, string>) {
    try {
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
    } catch {
      logger.warn(
        { provider: provider.name, reference: fields[provider.referenceField] },
        'the sandbox could not deliver a callback',
      );
    }
  }

  function later(
    provider: SandboxProvider,
    url: string,
    fields: Record<string, string>,
    ms: number,
  ) {
    const timer = setTimeout(() => {
      waiting.delete(timer);
      void post(provider, url, fields);
    }, ms);
    timer.unref();
    waiting.add(timer);
  }

  router.use((ctx, next) => {
    ctx.set('Content-Security-Policy', SANDBOX_POLICY);
    return next();
  });
  router.get('/assets/sandbox.css', (ctx) => {
    ctx.type = 'text/css';
    ctx.body = SANDBOX_CSS;
  });
  router.get('/assets/submit.js', (ctx) => {
    ctx.type = 'text/javascript';
    ctx.body = SANDBOX_SUBMIT_JS;
  });

  router.post('/:provider/pay/:token', async (ctx) => {
    const provider = PROVIDERS[ctx.params.provider!];
    const chosen = store.byToken(ctx.params.token!);
    if (!provider || !chosen || chosen.provider !== provider.name)
      return html(ctx, 404, refusalPage('No such checkout.'));
    const transaction = store.find(chosen.provider, chosen.reference)!;
    if (transaction.expiresAt < Date.now())
      return html(ctx, 409, refusalPage('This checkout has expired.'));
    if (transaction.state !== 'pending')
      return html(ctx, 409, refusalPage(`This checkout is ${transaction.state} already.`));
    const { choice, delivery = 'now', delay = '5' } = ctx.request.body as Record<string, string>;
    const seconds = Number(delay);
    if (
      !['pay', 'fail', 'abandon'].includes(choice!) ||
      !DELIVERIES.includes(delivery as never) ||
      !(seconds >= 0 && seconds <= MAX_DELAY_SECONDS)
    ) {
      return refuse(
        ctx,
        'Choose Pay, Fail or Abandon; delivered now, late, twice or never; a delay of 0 to 600 seconds.',
      );
    }
    // The customer back at the merchant with the reference alone: no answer goes with them.
    const returnAlone = () => {
      const url = new URL(transaction.callbackUrl);
      url.searchParams.set(provider.referenceField, transaction.reference);
      ctx.status = 303;
      ctx.redirect(url.toString());
    };
    if (choice === 'abandon') return returnAlone();
    transaction.state = choice === 'pay' ? 'paid' : 'failed';
    const answer = provider.answer(transaction);
    if (delivery === 'now' || delivery === 'twice') {
      if (delivery === 'twice') later(provider, transaction.callbackUrl, answer, 0);
      return html(ctx, 200, answerPage(transaction.callbackUrl, answer));
    }
    if (delivery === 'late') later(provider, transaction.callbackUrl, answer, seconds * 1000);
    returnAlone();
  });

  const showCheckout = (ctx: Context, transaction: Parameters<typeof checkoutPage>[0]) =>
    html(ctx, 200, checkoutPage(transaction));
  for (const provider of Object.values(PROVIDERS))
    provider.mount(router, { store, showCheckout, refuse });

  return {
    middleware: router.routes() as Middleware,
    close: () => {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
