import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_MAX_KB, initialJsRows, URDU_INITIAL_JS_MAX_KB } from './client-budgets';
import { passes, renderTable } from './table';

const PROFILE = '/listings/profile/shalimar-marquee';

const rowsOf = (gzipBytes: number, path = '/') =>
  initialJsRows([{ path, gzipBytes, scripts: [] }], PROFILE);

describe("the initial JS rows' budget", () => {
  it('is 104 KB gzip: the 100 KB before Urdu and the 4 KB the Urdu switch may take', () => {
    expect(INITIAL_JS_MAX_KB).toBe(104);
  });

  it('passes a route at 104.0 KB and fails one at 104.1 KB, as the table shows it', () => {
    const [atBudget] = rowsOf(104_000);
    const [over] = rowsOf(104_100, '/customer/dashboard');
    expect(passes(atBudget!)).toBe(true);
    expect(passes(over!)).toBe(false);
    const line = renderTable([over!])
      .split('\n')
      .find((text) => text.includes('/customer/dashboard'))!;
    expect(line).toContain('104.1 KB');
    expect(line).toContain('≤ 104 KB');
    expect(line).toContain('FAIL');
  });

  it('names the vendor profile by what it is, every other route by its path', () => {
    expect(initialJsRows([{ path: PROFILE, gzipBytes: 1, scripts: [] }], PROFILE)[0]!.figure).toBe(
      'initial JS gzip vendor profile',
    );
    expect(rowsOf(1, '/listings')[0]!.figure).toBe('initial JS gzip /listings');
  });

  it('names a route opened in Urdu as such, against the Urdu budget', () => {
    const [urdu] = initialJsRows(
      [{ path: PROFILE, language: 'ur', gzipBytes: 150_000, scripts: [] }],
      PROFILE,
    );
    expect(urdu!.figure).toBe('initial JS gzip vendor profile in Urdu');
    expect(urdu!.target).toEqual({ kind: 'max', value: URDU_INITIAL_JS_MAX_KB });
    expect(passes(urdu!)).toBe(true);
  });

  it('fails exactly the routes whose KB, to one decimal, are over the budget', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), (gzipBytes) => {
        const [row] = rowsOf(gzipBytes);
        // KB to one decimal: at most half a tenth away (150,750 bytes shows as 150.8).
        expect(Math.abs(row!.baraat - gzipBytes / 1000)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(passes(row!)).toBe(Math.round(gzipBytes / 100) <= INITIAL_JS_MAX_KB * 10);
      }),
      // The halves, where rounding goes up, and either side of the budget, every run.
      { verbose: true, examples: [[150_750], [100_049], [100_050]] },
    );
  });
});
