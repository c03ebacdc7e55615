import { describe, expect, it } from 'vitest';
import { responseTimeLabel, responseTimeParts } from './response-time';

describe('a vendor’s time to answer', () => {
  it('gives back the template and hours of a label it wrote, to translate by its English', () => {
    expect(responseTimeParts(responseTimeLabel(24))).toEqual({
      template: 'Within {hours} hours',
      values: { hours: 24 },
    });
  });

  it('keeps a label without hours whole', () => {
    expect(responseTimeParts(responseTimeLabel(1))).toEqual({
      template: 'Within 1 hour',
      values: {},
    });
    expect(responseTimeParts(responseTimeLabel(null))).toEqual({ template: 'Unknown', values: {} });
  });
});
