// Pakistani phone numbers as the business sign-up accepts them (docs/product/accounts.md#field-rules): after removing
// spaces, hyphens and brackets, an optional +92, 92 or 0 followed by 10 to 11 digits.
const PAKISTANI_PHONE = /^(?:\+92|92|0)?\d{10,11}$/;

export function stripPhoneFormatting(phone: string): string {
  return phone.replace(/[\s\-()[\]]/g, '');
}

export function isPakistaniPhone(phone: string): boolean {
  return PAKISTANI_PHONE.test(stripPhoneFormatting(phone));
}
