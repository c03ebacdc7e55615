// Easypaisa's hosted checkout (Easypay), its transaction inquiry and its refund
// (docs/product/online-payments.md#easypaisa). Easypaisa counts in rupees with two decimals;
// Baraat converts from and to paisa here. Its requests and answers are signed by encrypting
// their sorted fields with the store's hash key.
import type { Logger } from 'pino';
import { checkCheckout, expiryOf, refuser } from './checks';
import { postJson } from './outbound';
import type { EasypaisaSettings } from './settings';
import { easypaisaHash, easypaisaHashMatches, pakistanTime } from './signatures';
import { type PaymentProvider, type PaymentStatus, ProviderError } from './types';

export const EASYPAISA_PATHS = {
  checkout: '/easypay/Index.jsf',
  inquire: '/easypay-service/rest/v4/inquire-transaction',
  refund: '/easypay-service/rest/v1/refund-transaction',
};

/** The answer's `status`: 0000 paid, 0002 waiting for the customer, anything else failed. */
export const EASYPAISA_CODES = { paid: '0000', pending: '0002', failed: '0001' } as const;

/** The fields Easypaisa's signed answer carries; `signature` covers the others. */
const ANSWER_FIELDS = new Set([
  'orderRefNumber',
  'transactionId',
  'amount',
  'status',
  'desc',
  'signature',
]);
const REQUIRED = ['orderRefNumber', 'amount', 'status', 'signature'];

/** Paisa as Easypaisa writes an amount: rupees with two decimals. */
export function rupees(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/** Easypaisa's amount in paisa; NaN when it is not rupees with at most two decimals. */
export function paisaOf(amount: unknown): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function statusOf(code: unknown): PaymentStatus {
  if (code === EASYPAISA_CODES.paid || code === 'PAID' || code === 'REVERSED') return 'paid';
  if (code === EASYPAISA_CODES.pending || code === 'PENDING') return 'pending';
  return 'failed';
}

/** Easypay's expiryDate: yyyyMMdd HHmmss, Pakistan's time. */
const expiryDate = (moment: Date) => {
  const time = pakistanTime(moment);
  return `${time.slice(0, 8)} ${time.slice(8)}`;
};

export function easypaisaProvider(
  settings: EasypaisaSettings,
  { logger, timeoutMs }: { logger: Logger; timeoutMs: number },
): PaymentProvider {
  const outbound = { provider: 'easypaisa' as const, timeoutMs };
  const credentials = {
    Credentials: Buffer.from(`${settings.username}:${settings.password}`).toString('base64'),
  };
  const api = (path: string, body: Record<string, unknown>) =>
    postJson(
      outbound,
      settings.baseUrl + path,
      { storeId: settings.storeId, ...body },
      credentials,
    );

  const refuse = refuser(logger, 'easypaisa', 'orderRefNumber');

  return {
    name: 'easypaisa',
    createCheckout(checkout) {
      checkCheckout(checkout);
      const { reference, amountPaisa, callbackUrl, customer } = checkout;
      const request = {
        storeId: settings.storeId,
        amount: rupees(amountPaisa),
        postBackURL: callbackUrl,
        orderRefNum: reference,
        expiryDate: expiryDate(expiryOf(checkout)),
        autoRedirect: '1',
        paymentMethod: 'MA_PAYMENT_METHOD',
        emailAddr: customer.email ?? '',
        mobileNum: customer.mobile ?? '',
      };
      const fields = { ...request, merchantHashedReq: easypaisaHash(settings.hashKey, request) };
      return {
        redirect: { url: settings.baseUrl + EASYPAISA_PATHS.checkout, method: 'POST', fields },
      };
    },

    verifyCallback(fields) {
      const names = Object.keys(fields);
      if (!names.every((name) => ANSWER_FIELDS.has(name) && typeof fields[name] === 'string')) {
        return refuse('unknown-fields', fields);
      }
      if (REQUIRED.some((name) => !fields[name])) return refuse('missing-fields', fields);
      const { signature, ...signedFields } = fields as Record<string, string>;
      if (!easypaisaHashMatches(settings.hashKey, signedFields, signature)) {
        return refuse('bad-signature', fields);
      }
      return {
        ok: true,
        result: {
          reference: signedFields.orderRefNumber!,
          providerTransactionId: signedFields.transactionId || null,
          amountPaisa: paisaOf(signedFields.amount),
          currency: 'PKR',
          status: statusOf(signedFields.status),
        },
      };
    },

    async status(reference) {
      const answer = await api(EASYPAISA_PATHS.inquire, {
        orderId: reference,
        accountNum: settings.storeId,
      });
      if (answer.responseCode !== EASYPAISA_CODES.paid) {
        throw new ProviderError(
          'easypaisa',
          `status refused: ${String(answer.responseDesc ?? answer.responseCode)}`,
        );
      }
      if (answer.orderId !== reference)
        throw new ProviderError('easypaisa', 'status of another reference');
      return {
        reference,
        providerTransactionId: answer.transactionId ? String(answer.transactionId) : null,
        amountPaisa: paisaOf(answer.transactionAmount),
        currency: 'PKR',
        status: statusOf(answer.transactionStatus),
      };
    },

    async refund({ reference, providerTransactionId, amountPaisa }) {
      const answer = await api(EASYPAISA_PATHS.refund, {
        orderId: reference,
        transactionId: providerTransactionId,
        amount: rupees(amountPaisa),
      });
      if (answer.responseCode === EASYPAISA_CODES.paid) return { ok: true };
      return { ok: false, reason: String(answer.responseDesc ?? answer.responseCode) };
    },
  };
}
