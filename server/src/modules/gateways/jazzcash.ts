// JazzCash's hosted checkout (page redirection, version 1.1), its status inquiry and its
// refund (docs/product/online-payments.md#jazzcash). Amounts are paisa in pp_Amount; times
// are Pakistan's; every request and answer carries pp_SecureHash.
import type { Logger } from 'pino';
import { checkCheckout, expiryOf, refuser } from './checks';
import { postJson } from './outbound';
import type { JazzCashSettings } from './settings';
import { jazzCashHash, pakistanTime, sameHex } from './signatures';
import {
  type PaymentProvider,
  type PaymentStatus,
  ProviderError,
  type ProviderResult,
} from './types';

/** Where each call goes, under the settings' base URL. */
export const JAZZCASH_PATHS = {
  checkout: '/CustomerPortal/transactionmanagement/merchantform/',
  inquire: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  refund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
};

/** pp_ResponseCode: 000 and 121 are paid, 124 and 157 wait for the customer; the rest failed. */
export const JAZZCASH_CODES = { paid: '000', pending: '124', failed: '199' } as const;

export function jazzCashStatus(code: unknown): PaymentStatus {
  if (code === '000' || code === '121') return 'paid';
  if (code === '124' || code === '157') return 'pending';
  return 'failed';
}

const REQUIRED = ['pp_TxnRefNo', 'pp_Amount', 'pp_TxnCurrency', 'pp_ResponseCode', 'pp_MerchantID'];

/** Whether every field is a pp_ field (the signature covers those and nothing else). */
const signedName = (name: string) => name.startsWith('pp_') || name.startsWith('ppmpf_');

export function jazzCashProvider(
  settings: JazzCashSettings,
  { logger, timeoutMs }: { logger: Logger; timeoutMs: number },
): PaymentProvider {
  const outbound = { provider: 'jazzcash' as const, timeoutMs };
  const signed = (fields: Record<string, string>) => ({
    ...fields,
    pp_SecureHash: jazzCashHash(settings.integritySalt, fields),
  });

  /** The answer's own fields as a result, once its signature and merchant are checked. */
  function resultOf(fields: Record<string, unknown>, code: unknown): ProviderResult {
    const amount = Number(fields.pp_Amount);
    return {
      reference: String(fields.pp_TxnRefNo),
      providerTransactionId: fields.pp_RetreivalReferenceNo
        ? String(fields.pp_RetreivalReferenceNo)
        : null,
      amountPaisa: Number.isInteger(amount) ? amount : Number.NaN,
      currency: String(fields.pp_TxnCurrency ?? 'PKR'),
      status: jazzCashStatus(code),
    };
  }

  const refuse = refuser(logger, 'jazzcash', 'pp_TxnRefNo');

  return {
    name: 'jazzcash',
    createCheckout(request) {
      checkCheckout(request);
      const { reference, amountPaisa, description, callbackUrl } = request;
      const now = new Date();
      const fields = signed({
        pp_Version: '1.1',
        pp_TxnType: 'MWALLET',
        pp_Language: 'EN',
        pp_MerchantID: settings.merchantId,
        pp_SubMerchantID: '',
        pp_Password: settings.password,
        pp_BankID: '',
        pp_ProductID: '',
        pp_TxnRefNo: reference,
        pp_Amount: String(amountPaisa),
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: pakistanTime(now),
        pp_BillReference: reference,
        pp_Description: description.slice(0, 200),
        pp_TxnExpiryDateTime: pakistanTime(expiryOf(request, now)),
        pp_ReturnURL: callbackUrl,
      });
      return {
        redirect: { url: settings.baseUrl + JAZZCASH_PATHS.checkout, method: 'POST', fields },
      };
    },

    verifyCallback(fields) {
      const names = Object.keys(fields);
      if (!names.every(signedName) || names.some((name) => typeof fields[name] !== 'string')) {
        return refuse('unknown-fields', fields);
      }
      if (REQUIRED.some((name) => !fields[name]) || !fields.pp_SecureHash)
        return refuse('missing-fields', fields);
      const expected = jazzCashHash(settings.integritySalt, fields);
      if (
        !sameHex(fields.pp_SecureHash, expected) ||
        fields.pp_MerchantID !== settings.merchantId
      ) {
        return refuse('bad-signature', fields);
      }
      return { ok: true, result: resultOf(fields, fields.pp_ResponseCode) };
    },

    async status(reference) {
      const answer = await postJson(
        outbound,
        settings.baseUrl + JAZZCASH_PATHS.inquire,
        signed({
          pp_TxnRefNo: reference,
          pp_MerchantID: settings.merchantId,
          pp_Password: settings.password,
          pp_Version: '1.1',
        }),
      );
      if (!sameHex(answer.pp_SecureHash, jazzCashHash(settings.integritySalt, answer))) {
        throw new ProviderError('jazzcash', 'status answer with a bad signature');
      }
      if (answer.pp_ResponseCode !== '000') {
        throw new ProviderError(
          'jazzcash',
          `status refused: ${String(answer.pp_ResponseMessage ?? answer.pp_ResponseCode)}`,
        );
      }
      if (answer.pp_TxnRefNo !== reference)
        throw new ProviderError('jazzcash', 'status of another reference');
      return resultOf(answer, answer.pp_PaymentResponseCode);
    },

    async refund({ reference, providerTransactionId, amountPaisa }) {
      const answer = await postJson(
        outbound,
        settings.baseUrl + JAZZCASH_PATHS.refund,
        signed({
          pp_TxnRefNo: reference,
          pp_RetreivalReferenceNo: providerTransactionId,
          pp_Amount: String(amountPaisa),
          pp_TxnCurrency: 'PKR',
          pp_MerchantID: settings.merchantId,
          pp_Password: settings.password,
        }),
      );
      if (!sameHex(answer.pp_SecureHash, jazzCashHash(settings.integritySalt, answer))) {
        throw new ProviderError('jazzcash', 'refund answer with a bad signature');
      }
      if (answer.pp_ResponseCode === '000') return { ok: true };
      return { ok: false, reason: String(answer.pp_ResponseMessage ?? answer.pp_ResponseCode) };
    },
  };
}
