// The PK IBAN rule (docs/product/payments.md#bank-transfer-and-raast) over random accounts:
// an IBAN built with its right check digits passes, and changing any one digit of it, check
// digits included, makes it fail. fast-check prints the seed and the smallest failing IBAN.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIban, ibanChecksumHolds, normaliseIban, pkIbanProblem } from './iban';

/** The check digits ISO 13616 gives a country, bank code and account. */
function withCheckDigits(bank: string, account: string): string {
  const body = `${bank}${account}PK00`;
  let remainder = 0;
  for (const character of body) {
    remainder = Number(`${remainder}${Number.parseInt(character, 36)}`) % 97;
  }
  return `PK${String(98 - remainder).padStart(2, '0')}${bank}${account}`;
}

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const validIban = fc
  .tuple(
    fc.array(letter, { minLength: 4, maxLength: 4 }),
    fc.array(digit, { minLength: 16, maxLength: 16 }),
  )
  .map(([bank, account]) => withCheckDigits(bank.join(''), account.join('')));

describe('PK IBAN', () => {
  it('accepts a bank’s published example, with spaces and in lower case', () => {
    expect(pkIbanProblem(normaliseIban('PK36 SCBL 0000 0011 2345 6702'))).toBeNull();
    expect(pkIbanProblem(normaliseIban('pk36scbl0000001123456702'))).toBeNull();
    expect(groupIban('PK36SCBL0000001123456702')).toBe('PK36 SCBL 0000 0011 2345 6702');
  });

  it('refuses a wrong length, a digit in the bank code or another country as its shape', () => {
    expect(pkIbanProblem('PK36SCBL000000112345670')).toBe('shape');
    expect(pkIbanProblem('PK36SC1L0000001123456702')).toBe('shape');
    expect(pkIbanProblem('GB82WEST12345698765432')).toBe('shape');
  });

  it('passes every IBAN built with its check digits', () => {
    fc.assert(fc.property(validIban, (iban) => pkIbanProblem(iban) === null));
  });

  it('refuses any valid IBAN with one digit changed, as a checksum that does not match', () => {
    const digitPlaces = [2, 3, ...Array.from({ length: 16 }, (_, i) => 8 + i)];
    fc.assert(
      fc.property(
        validIban,
        fc.constantFrom(...digitPlaces),
        fc.integer({ min: 1, max: 9 }),
        (iban, place, shift) => {
          const changed = String((Number(iban[place]) + shift) % 10);
          const altered = iban.slice(0, place) + changed + iban.slice(place + 1);
          expect(ibanChecksumHolds(altered)).toBe(false);
          expect(pkIbanProblem(altered)).toBe('checksum');
        },
      ),
    );
  });
});
