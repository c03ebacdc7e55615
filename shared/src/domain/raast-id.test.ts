import { describe, expect, it } from 'vitest';
import { normaliseRaastId, showRaastId } from './raast-id';

describe('Raast ID', () => {
  it('stores a mobile number written with 0, +92 or spaces as 03XXXXXXXXX', () => {
    expect(normaliseRaastId('0300 1234567')).toBe('03001234567');
    expect(normaliseRaastId('+92 300-1234567')).toBe('03001234567');
    expect(showRaastId('03001234567')).toBe('+92 300 1234567');
  });

  it('refuses a landline, a short number and letters', () => {
    expect(normaliseRaastId('042 35761234')).toBeNull();
    expect(normaliseRaastId('0300123456')).toBeNull();
    expect(normaliseRaastId('phone')).toBeNull();
  });
});
