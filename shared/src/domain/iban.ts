// A Pakistani IBAN (docs/product/payments.md#bank-transfer-and-raast): 24 characters, `PK`, two
// check digits, a 4-letter bank code and 16 digits, whose ISO 13616 mod-97 check holds. Input
// may carry spaces and lower case; it is compared and stored without them.

const PK_IBAN_SHAPE = /^PK\d{2}[A-Z]{4}\d{16}$/;

/** The IBAN as stored: no spaces, upper case. */
export function normaliseIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: the first four characters moved to the end, letters as 10–35, the number mod 97
 * is 1. Computed a few digits at a time, so no number grows past what a double holds exactly. */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) return false;
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = 'shape' | 'checksum';

/** What is wrong with a (normalised) IBAN, or null when it is a valid PK IBAN. */
export function pkIbanProblem(iban: string): IbanProblem | null {
  if (!PK_IBAN_SHAPE.test(iban)) return 'shape';
  return ibanChecksumHolds(iban) ? null : 'checksum';
}

/** "PK36 SCBL 0000 0011 2345 6702": the IBAN in groups of four, as banks print it. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
