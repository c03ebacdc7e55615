import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../constants/messages';
import { cityId, numberFromText, pageFields, positiveId, wholeNumber } from './fields';
import { recordPaymentSchema } from './payments';

describe('numbers from JSON, query strings and form fields', () => {
  it('reads numbers and the digits of text, trimmed', () => {
    expect(numberFromText(12)).toBe(12);
    expect(numberFromText('12')).toBe(12);
    expect(numberFromText(' 12 ')).toBe(12);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('4.5')).toBe(4.5);
  });

  it('passes anything else on unchanged, for the number check to refuse', () => {
    for (const value of [
      true,
      false,
      null,
      [1],
      { id: 1 },
      '',
      ' ',
      '1e3',
      '0x10',
      '12abc',
      'Infinity',
    ]) {
      expect(numberFromText(value)).toBe(value);
    }
  });
});

describe('positive ids', () => {
  const slotId = positiveId('slot_id');

  it('accepts 12 and "12"', () => {
    expect(slotId.parse(12)).toBe(12);
    expect(slotId.parse('12')).toBe(12);
    expect(slotId.parse(' 12 ')).toBe(12);
  });

  it.each([true, false, null, [1], ['1'], { id: 1 }, '', '1e3', '0x10', '1.5', 0, -1, Number.NaN])(
    'refuses %j with the field named in the message',
    (value) => {
      const result = slotId.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'slot_id must be a whole number',
      ]);
    },
  );
});

describe('whole numbers and pages', () => {
  it('reads a query string page and refuses true and blank', () => {
    const page = wholeNumber('skip');
    expect(page.parse('40')).toBe(40);
    expect(page.safeParse(true).success).toBe(false);
    expect(page.safeParse('').success).toBe(false);
    expect(page.safeParse('-1').error?.issues[0]?.message).toBe('skip must be at least 0');
  });

  it('still defaults a page left out', () => {
    const { skip, limit } = pageFields();
    expect(skip.parse(undefined)).toBe(0);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.parse('500')).toBe(100);
  });
});

describe('catalog ids and payments', () => {
  it("reads a city from a select's text and refuses true", () => {
    expect(cityId.parse('2')).toBe(2);
    expect(cityId.safeParse(true).error?.issues[0]?.message).toBe(VALIDATION.cityRequired);
  });

  it('refuses an amount of true or [5000] and reads "5000"', () => {
    const payment = { booking_id: '7', kind: 'advance', method: 'cash' };
    expect(recordPaymentSchema.parse({ ...payment, amount: '5000' }).amount).toBe(5000);
    expect(recordPaymentSchema.safeParse({ ...payment, amount: true }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...payment, amount: [5000] }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...payment, booking_id: true, amount: 1 }).success).toBe(
      false,
    );
  });
});
