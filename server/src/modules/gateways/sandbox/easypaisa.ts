// The sandbox's Easypaisa: the hosted page's form, the transaction inquiry and the refund,
// checked and signed with the sandbox store's hash key as Easypaisa does
// (docs/product/online-payments.md#easypaisa).
import type { Context } from 'koa';
import { EASYPAISA_CODES, EASYPAISA_PATHS, paisaOf, rupees } from '../easypaisa';
import { SANDBOX_EASYPAISA } from '../settings';
import { easypaisaHash, easypaisaHashMatches } from '../signatures';
import { refundable, type SandboxProvider } from './provider';
import { fromPakistanTime, type SandboxState, type SandboxTransaction } from './store';

const SANDBOX_CREDENTIALS = Buffer.from(
  `${SANDBOX_EASYPAISA.username}:${SANDBOX_EASYPAISA.password}`,
).toString('base64');

const INQUIRY_STATES: Record<SandboxState, string> = {
  paid: 'PAID',
  refunded: 'REVERSED',
  pending: 'PENDING',
  failed: 'FAILED',
};

/** The API's caller: the sandbox store's user, for the sandbox store; else answered 401. */
function storeTransaction(ctx: Context, store: Parameters<SandboxProvider['mount']>[1]['store']) {
  const body = ctx.request.body as Record<string, unknown>;
  if (
    ctx.get('Credentials') !== SANDBOX_CREDENTIALS ||
    body.storeId !== SANDBOX_EASYPAISA.storeId
  ) {
    ctx.status = 401;
    ctx.body = { responseCode: '0005', responseDesc: 'Invalid credentials' };
    return null;
  }
  return { body, transaction: store.find('easypaisa', String(body.orderId)) };
}

export const easypaisaSandbox: SandboxProvider = {
  name: 'easypaisa',
  referenceField: 'orderRefNumber',

  answer(transaction: SandboxTransaction) {
    const paid = transaction.state === 'paid';
    const fields = {
      orderRefNumber: transaction.reference,
      transactionId: transaction.transactionId,
      amount: rupees(transaction.amountPaisa),
      status: paid ? EASYPAISA_CODES.paid : EASYPAISA_CODES.failed,
      desc: paid ? 'SUCCESS' : 'FAILED',
    };
    return { ...fields, signature: easypaisaHash(SANDBOX_EASYPAISA.hashKey, fields) };
  },

  mount(router, { store, showCheckout, refuse }) {
    router.post(`/easypaisa${EASYPAISA_PATHS.checkout}`, (ctx) => {
      const { merchantHashedReq, ...request } = ctx.request.body as Record<string, string>;
      if (
        request.storeId !== SANDBOX_EASYPAISA.storeId ||
        !easypaisaHashMatches(SANDBOX_EASYPAISA.hashKey, request, merchantHashedReq)
      ) {
        return refuse(ctx, 'storeId or merchantHashedReq is not the sandbox store’s.');
      }
      const amountPaisa = paisaOf(request.amount);
      const expiresAt = fromPakistanTime(request.expiryDate);
      if (
        !(amountPaisa >= 1) ||
        Number.isNaN(expiresAt) ||
        !URL.canParse(request.postBackURL ?? '') ||
        !request.orderRefNum
      ) {
        return refuse(ctx, 'amount, expiryDate, postBackURL and orderRefNum are required.');
      }
      const transaction = store.create({
        provider: 'easypaisa',
        reference: request.orderRefNum,
        merchant: `Store ${request.storeId}`,
        amountPaisa,
        description: `Order ${request.orderRefNum}`,
        callbackUrl: request.postBackURL!,
        expiresAt,
      });
      if (!transaction) return refuse(ctx, `orderRefNum ${request.orderRefNum} was used before.`);
      showCheckout(ctx, transaction);
    });

    router.post(`/easypaisa${EASYPAISA_PATHS.inquire}`, (ctx) => {
      const found = storeTransaction(ctx, store);
      if (!found) return;
      const { transaction } = found;
      ctx.body = transaction
        ? {
            responseCode: '0000',
            responseDesc: 'SUCCESS',
            orderId: transaction.reference,
            storeId: SANDBOX_EASYPAISA.storeId,
            transactionStatus: INQUIRY_STATES[transaction.state],
            transactionAmount: rupees(transaction.amountPaisa),
            transactionId: transaction.state === 'pending' ? '' : transaction.transactionId,
          }
        : { responseCode: '0003', responseDesc: 'Transaction not found' };
    });

    router.post(`/easypaisa${EASYPAISA_PATHS.refund}`, (ctx) => {
      const found = storeTransaction(ctx, store);
      if (!found) return;
      const { body, transaction } = found;
      const [responseCode, responseDesc] =
        !transaction || transaction.transactionId !== body.transactionId
          ? ['0003', 'Transaction not found']
          : transaction.state === 'refunded'
            ? ['0007', 'Transaction already refunded']
            : transaction.state !== 'paid'
              ? ['0008', 'Transaction was not paid']
              : !refundable(paisaOf(body.amount), transaction)
                ? ['0009', 'Refund amount is not within the payment']
                : ['0000', 'SUCCESS'];
      if (responseCode === '0000') transaction!.state = 'refunded';
      ctx.body = { responseCode, responseDesc, orderId: String(body.orderId ?? '') };
    });
  },
};
