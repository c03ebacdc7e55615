import { describe, expect, it } from 'vitest';
import { isPakistaniPhone } from './phone';

describe('Pakistani phone numbers', () => {
  it.each(['03001234567', '0300 1234567', '+92 300 1234567', '92-300-1234567', '(021) 3456-7890'])(
    'accepts %s',
    (phone) => {
      expect(isPakistaniPhone(phone)).toBe(true);
    },
  );

  it.each(['12345', '0300-12345', '+1 202 555 0100 99', 'phone', '+92 300 1234567 890'])(
    'rejects %s',
    (phone) => {
      expect(isPakistaniPhone(phone)).toBe(false);
    },
  );
});
