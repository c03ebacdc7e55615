import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BenchRow, noiseOf, renderTable } from './table';

const row = (overrides: Partial<BenchRow>): BenchRow => ({
  figure: 'search (20 conn)',
  baraat: 1000,
  bare: 1000,
  unit: 'req/s',
  target: { kind: 'ratio-min', value: 0.85 },
  ...overrides,
});

/** The table's cells of the line whose figure is `figure`. */
const cells = (table: string, figure: string) =>
  table
    .split('\n')
    .find((line) => line.startsWith(`| ${figure} `))!
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe("a row's noise", () => {
  it('is the spread of the two halves over their mean', () => {
    expect(noiseOf(row({ halves: [980, 1020] }))).toBeCloseTo(0.04);
    expect(noiseOf(row({ halves: [10, 30] }))).toBeCloseTo(1);
    expect(noiseOf(row({ halves: [0, 0] }))).toBe(0);
    expect(noiseOf(row({}))).toBeNull();
  });

  it('is the same whichever half came first, 0 only for equal halves, and at most 200%', () => {
    const half = fc.double({ min: 0, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(half, half, (first, second) => {
        const noise = noiseOf(row({ halves: [first, second] }))!;
        expect(noise).toBe(noiseOf(row({ halves: [second, first] })));
        expect(noise === 0).toBe(first === second);
        expect(noise).toBeGreaterThanOrEqual(0);
        expect(noise).toBeLessThanOrEqual(2);
      }),
      { verbose: true },
    );
  });
});

describe('the bench table', () => {
  const table = renderTable([
    row({ halves: [980, 1020] }),
    row({
      figure: 'search p99 (20 conn)',
      baraat: 13,
      bare: 15,
      unit: 'ms',
      target: { kind: 'max', value: 20 },
      halves: [12, 14],
    }),
    row({
      figure: 'server RSS peak',
      baraat: 301,
      bare: 239,
      unit: 'MB',
      target: { kind: 'max', value: 300 },
    }),
  ]);

  it('ends with a noise column: a whole percentage, or — for a row not measured in halves', () => {
    expect(cells(table, 'figure')).toEqual([
      'figure',
      'Baraat',
      'bare',
      'ratio',
      'target',
      'result',
      'noise',
    ]);
    expect(cells(table, 'search (20 conn)')).toEqual([
      'search (20 conn)',
      '1000 req/s',
      '1000 req/s',
      '1.00×',
      '≥ 0.85× bare',
      'pass',
      '4%',
    ]);
    expect(cells(table, 'search p99 (20 conn)').at(-1)).toBe('15%');
    expect(cells(table, 'server RSS peak')).toEqual([
      'server RSS peak',
      '301 MB',
      '239 MB',
      '1.26×',
      '≤ 300 MB',
      'FAIL',
      '—',
    ]);
  });

  it('keeps its columns aligned, every line as long as the header', () => {
    const lengths = new Set(table.split('\n').map((line) => line.length));
    expect(lengths.size).toBe(1);
  });
});
