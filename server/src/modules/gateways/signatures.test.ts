// The providers' signatures: JazzCash's guide's own vector, and for any fields, a changed value
// no longer matches (docs/product/online-payments.md#signatures).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easypaisaHash,
  easypaisaHashMatches,
  jazzCashHash,
  pakistanTime,
  sameHex,
} from './signatures';

const VECTOR = 'c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867';
const fieldValue = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !text.includes('&'));

describe('JazzCash pp_SecureHash', () => {
  it('gives the guide’s test vector for Amount, MerchantID and OrderInfo', () => {
    const fields = { pp_OrderInfo: 'A48cvE28', pp_MerchantID: 'MER123', pp_Amount: '2995' };
    const hash = jazzCashHash('0F5DD14AE2', fields);
    expect(hash).toBe(VECTOR.toUpperCase());
    expect(sameHex(VECTOR, hash)).toBe(true);
  });

  it('leaves out empty fields, other fields and the hash itself', () => {
    const fields = { pp_Amount: '2995', pp_MerchantID: 'MER123', pp_OrderInfo: 'A48cvE28' };
    const padded = { ...fields, pp_BankID: '', pp_SecureHash: 'X', orderId: 'not signed' };
    expect(jazzCashHash('0F5DD14AE2', padded)).toBe(jazzCashHash('0F5DD14AE2', fields));
  });

  it('changes when any signed value changes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^pp_[A-Za-z]{1,10}$/), fieldValue, { minKeys: 1 }),
        fieldValue,
        (fields, replacement) => {
          const name = Object.keys(fields)[0]!;
          fc.pre(fields[name] !== replacement);
          const hash = jazzCashHash('salt', fields);
          expect(sameHex(hash, jazzCashHash('salt', { ...fields, [name]: replacement }))).toBe(
            false,
          );
        },
      ),
      { seed: Number(process.env.FC_SEED ?? Date.now()), verbose: true },
    );
  });
});

describe('Easypaisa merchantHashedReq', () => {
  const key = 'ABCDEFGHIJKLMNOP';

  it('matches the fields it was made from, and no others', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fieldValue, { minKeys: 1 }),
        fieldValue,
        (fields, replacement) => {
          const hash = easypaisaHash(key, fields);
          expect(easypaisaHashMatches(key, fields, hash)).toBe(true);
          const name = Object.keys(fields)[0]!;
          fc.pre(fields[name] !== replacement);
          expect(easypaisaHashMatches(key, { ...fields, [name]: replacement }, hash)).toBe(false);
          expect(easypaisaHashMatches('PONMLKJIHGFEDCBA', fields, hash)).toBe(false);
        },
      ),
      { seed: Number(process.env.FC_SEED ?? Date.now()), verbose: true },
    );
  });

  it('refuses a hash that is not base64 of a whole block', () => {
    expect(easypaisaHashMatches(key, { amount: '10.00' }, 'not a hash')).toBe(false);
  });
});

describe('pakistanTime', () => {
  it('writes a moment as Pakistan’s clock shows it, five hours ahead of UTC', () => {
    expect(pakistanTime(new Date('2026-11-28T21:40:05Z'))).toBe('20261129024005');
  });
});
