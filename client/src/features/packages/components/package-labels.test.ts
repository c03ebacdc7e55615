import { describe, expect, it } from 'vitest';
import { advanceBookingLabel, availabilityLabel, availabilityTone } from './package-labels';

describe('package labels', () => {
  it('shows availability as the spec words it, anything else as Unknown', () => {
    expect(availabilityLabel('available')).toBe('Available');
    expect(availabilityLabel('limited')).toBe('Limited Availability');
    expect(availabilityLabel('unavailable')).toBe('Unavailable');
    expect(availabilityLabel('booked')).toBe('Unknown');
    expect(availabilityLabel(undefined)).toBe('Unknown');
    expect(availabilityLabel('toString')).toBe('Unknown');
    expect(availabilityTone('limited')).toBe('limited');
    expect(availabilityTone('toString')).toBe('unknown');
  });

  it('says how soon the vendor has an open date', () => {
    expect(advanceBookingLabel(null)).toBe('No open dates');
    expect(advanceBookingLabel(0)).toBe('Open today');
    expect(advanceBookingLabel(1)).toBe('Next open date in 1 day');
    expect(advanceBookingLabel(12)).toBe('Next open date in 12 days');
  });
});
