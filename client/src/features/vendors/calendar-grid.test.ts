import { describe, expect, it } from 'vitest';
import { monthCells, shiftMonth } from './calendar-grid';

describe('calendar grid', () => {
  it('starts on the Monday on or before the 1st and has 42 days', () => {
    const cells = monthCells('2026-11');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toBe('2026-10-26');
    expect(cells).toContain('2026-11-30');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
