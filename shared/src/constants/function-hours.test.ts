import { describe, expect, it } from 'vitest';
import { citiesWithoutProvince, functionHoursRule, functionHoursWarning } from './function-hours';

describe("Punjab's function hours as data", () => {
  it('gives every city of the catalogue its province', () => {
    expect(citiesWithoutProvince()).toEqual([]);
  });

  it('warns of a slot ending after 10:00 pm in a Punjab city only, in the one time format', () => {
    const lahore = 2;
    const karachi = 1;
    expect(functionHoursWarning(lahore, '23:00')).toBe(
      "Punjab's Marriage Functions Act has functions end by 10:00 pm.",
    );
    expect(functionHoursWarning(lahore, '22:00')).toBeNull();
    expect(functionHoursWarning(karachi, '23:30')).toBeNull();
    expect(functionHoursRule(4)?.latest_end).toBe('22:00');
    expect(functionHoursRule(3)).toBeNull();
    expect(functionHoursRule(null)).toBeNull();
  });
});
