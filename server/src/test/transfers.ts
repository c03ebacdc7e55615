// A customer's transfer with proof (docs/product/payments.md#bank-transfer-and-raast), sent as a
// browser sends it: the form's fields and a real photo of the receipt, straight to the server
// (Prism would read the photo's bytes as text, as with every upload: photos.ts).
import type { TestServer } from './harness';
import { jpegPhoto } from './photos';

/** The IBAN a bank publishes as its example: it passes its mod-97 check. */
export const GOOD_IBAN = 'PK36 SCBL 0000 0011 2345 6702';

export async function sendTransfer(
  server: TestServer,
  token: string,
  fields: Record<string, string | number>,
  photo: Buffer | null = null,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const bytes = photo ?? (await jpegPhoto(320, 480));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'receipt.jpg');
  return server.request('/api/transfers', { method: 'POST', body: form, token, direct: true });
}

/** A desk's answer to a transfer, with its own Idempotency-Key unless given one. */
export function answerTransfer(
  server: TestServer,
  token: string,
  id: number,
  answer: 'confirm' | 'reject',
  options: { reason?: string; key?: string } = {},
) {
  return server.request(`/api/transfers/${id}/${answer}`, {
    method: 'PATCH',
    token,
    headers: { 'Idempotency-Key': options.key ?? crypto.randomUUID() },
    ...(answer === 'reject' ? { json: { reason: options.reason } } : {}),
  });
}
