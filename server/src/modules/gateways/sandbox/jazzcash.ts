// The sandbox's JazzCash: the hosted page's form, the inquiry and the refund, checked and
// signed with the sandbox merchant's integrity salt as JazzCash does
// (docs/product/online-payments.md#jazzcash).
import { JAZZCASH_CODES, JAZZCASH_PATHS } from '../jazzcash';
import { SANDBOX_JAZZCASH } from '../settings';
import { jazzCashHash, pakistanTime, sameHex } from '../signatures';
import { refundable, type SandboxProvider } from './provider';
import { fromPakistanTime, type SandboxState, type SandboxTransaction } from './store';

const sign = (fields: Record<string, string>) => ({
  ...fields,
  pp_SecureHash: jazzCashHash(SANDBOX_JAZZCASH.integritySalt, fields),
});

/** A request signed by the sandbox merchant, with its password. */
function fromMerchant(fields: Record<string, unknown>): boolean {
  return (
    sameHex(fields.pp_SecureHash, jazzCashHash(SANDBOX_JAZZCASH.integritySalt, fields)) &&
    fields.pp_MerchantID === SANDBOX_JAZZCASH.merchantId &&
    fields.pp_Password === SANDBOX_JAZZCASH.password
  );
}

const INQUIRY_CODES: Record<SandboxState, [string, string]> = {
  paid: ['121', 'Transaction is successful'],
  refunded: ['121', 'Transaction is successful and refunded'],
  pending: ['157', 'Transaction is pending'],
  failed: ['199', 'Transaction failed'],
};

export const jazzCashSandbox: SandboxProvider = {
  name: 'jazzcash',
  referenceField: 'pp_TxnRefNo',

  answer(transaction: SandboxTransaction) {
    const code = transaction.state === 'paid' ? JAZZCASH_CODES.paid : JAZZCASH_CODES.failed;
    return sign({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: SANDBOX_JAZZCASH.merchantId,
      pp_TxnRefNo: transaction.reference,
      pp_Amount: String(transaction.amountPaisa),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: pakistanTime(new Date()),
      pp_BillReference: transaction.reference,
      pp_ResponseCode: code,
      pp_ResponseMessage:
        code === JAZZCASH_CODES.paid
          ? 'Thank you for Using JazzCash, your transaction was successful.'
          : 'Transaction failed.',
      pp_RetreivalReferenceNo: transaction.transactionId,
    });
  },

  mount(router, { store, showCheckout, refuse }) {
    router.post(`/jazzcash${JAZZCASH_PATHS.checkout}`, (ctx) => {
      const fields = ctx.request.body as Record<string, string>;
      if (!fromMerchant(fields))
        return refuse(
          ctx,
          'pp_SecureHash, pp_MerchantID or pp_Password is not the sandbox merchant’s.',
        );
      const amountPaisa = Number(fields.pp_Amount);
      const expiresAt = fromPakistanTime(fields.pp_TxnExpiryDateTime);
      if (
        !Number.isInteger(amountPaisa) ||
        amountPaisa < 1 ||
        fields.pp_TxnCurrency !== 'PKR' ||
        Number.isNaN(expiresAt) ||
        !URL.canParse(fields.pp_ReturnURL ?? '') ||
        !fields.pp_TxnRefNo
      ) {
        return refuse(
          ctx,
          'pp_Amount, pp_TxnCurrency, pp_TxnExpiryDateTime, pp_ReturnURL and pp_TxnRefNo are required.',
        );
      }
      const transaction = store.create({
        provider: 'jazzcash',
        reference: fields.pp_TxnRefNo,
        merchant: fields.pp_MerchantID!,
        amountPaisa,
        description: fields.pp_Description ?? '',
        callbackUrl: fields.pp_ReturnURL!,
        expiresAt,
      });
      if (!transaction) return refuse(ctx, `pp_TxnRefNo ${fields.pp_TxnRefNo} was used before.`);
      showCheckout(ctx, transaction);
    });

    router.post(`/jazzcash${JAZZCASH_PATHS.inquire}`, (ctx) => {
      const fields = ctx.request.body as Record<string, string>;
      if (!fromMerchant(fields)) {
        ctx.body = sign({
          pp_ResponseCode: '110',
          pp_ResponseMessage: 'Invalid merchant credentials or hash',
        });
        return;
      }
      const transaction = store.find('jazzcash', String(fields.pp_TxnRefNo));
      if (!transaction) {
        ctx.body = sign({ pp_ResponseCode: '404', pp_ResponseMessage: 'Transaction not found' });
        return;
      }
      const [code, message] = INQUIRY_CODES[transaction.state];
      ctx.body = sign({
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Inquiry successful',
        pp_TxnRefNo: transaction.reference,
        pp_Amount: String(transaction.amountPaisa),
        pp_TxnCurrency: 'PKR',
        pp_Status: transaction.state,
        pp_PaymentResponseCode: code,
        pp_PaymentResponseMessage: message,
        pp_RetreivalReferenceNo: transaction.state === 'pending' ? '' : transaction.transactionId,
      });
    });

    router.post(`/jazzcash${JAZZCASH_PATHS.refund}`, (ctx) => {
      const fields = ctx.request.body as Record<string, string>;
      const transaction = store.find('jazzcash', String(fields.pp_TxnRefNo));
      const [code, message] = !fromMerchant(fields)
        ? ['110', 'Invalid merchant credentials or hash']
        : !transaction || transaction.transactionId !== fields.pp_RetreivalReferenceNo
          ? ['404', 'Transaction not found']
          : transaction.state === 'refunded'
            ? ['402', 'Transaction already refunded']
            : transaction.state !== 'paid'
              ? ['403', 'Transaction was not paid']
              : !refundable(Number(fields.pp_Amount), transaction)
                ? ['405', 'Refund amount is not within the payment']
                : ['000', 'Refund successful'];
      if (code === '000') transaction!.state = 'refunded';
      ctx.body = sign({
        pp_ResponseCode: code,
        pp_ResponseMessage: message,
        pp_TxnRefNo: String(fields.pp_TxnRefNo ?? ''),
      });
    });
  },
};
