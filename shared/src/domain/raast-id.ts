// A Raast ID is a Pakistani mobile number (docs/product/payments.md#bank-transfer-and-raast):
// written 03XXXXXXXXX, or +92 3XX XXXXXXX; spaces, dashes and brackets are ignored. Stored as
// 03XXXXXXXXX, shown with +92.
import { stripPhoneFormatting } from './phone';

const MOBILE = /^(?:\+92|0092|92|0)(3\d{9})$/;

/** The Raast ID as stored (03XXXXXXXXX), or null when it is not a Pakistani mobile number. */
export function normaliseRaastId(input: string): string | null {
  const match = MOBILE.exec(stripPhoneFormatting(input));
  return match ? `0${match[1]}` : null;
}

/** "+92 300 1234567": a stored Raast ID as the customer reads it. */
export function showRaastId(stored: string): string {
  return `+92 ${stored.slice(1, 4)} ${stored.slice(4)}`;
}
