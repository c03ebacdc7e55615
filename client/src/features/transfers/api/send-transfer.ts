import type { Transfer, TransferMethod } from '@baraat/shared/schemas/transfers';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { myTransfersKey } from './get-my-transfers';

export interface SendTransferInput {
  target: { booking_id?: number | undefined; wedding_id?: number | undefined };
  method: TransferMethod;
  amount: number;
  reference: string;
  photo: File;
}

/** POST /transfers: the form's fields and the receipt photo, as multipart. */
export function sendTransfer(input: SendTransferInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.target)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('method', input.method);
  form.append('amount', String(input.amount));
  form.append('reference', input.reference);
  form.append('file', input.photo);
  return call(() =>
    api.post('transfers', { body: form, timeout: LONG_TIMEOUT_MS }).json<Transfer>(),
  );
}

export const useSendTransfer = () => useWrite(sendTransfer, [myTransfersKey]);
