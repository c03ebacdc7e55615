// The bench's API loads (autocannon) and how a group's figures become table rows: Baraat and
// the bare server take turns (Baraat→bare, then bare→Baraat) so that load from other work on
// the machine falls on both alike; req/s counts 2xx answers only, and p99 is read from the
// latency histograms of both halves merged, so it counts every 2xx answer of the figure. Each
// row also keeps Baraat's figure in either half (req/s of that half, p99 of that half's
// histogram), from which the table's noise column is read (table.ts).
import autocannon from 'autocannon';
import type { Group } from './groups';
import type { BenchRow, BenchTarget } from './table';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Builds each request as it is sent; `connection` is one object per autocannon connection. */
export type RequestMaker = (connection: { token?: string }) => BenchRequest;

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface LoadResult {
  ok: number;
  failed: number;
  seconds: number;
  /** autocannon's result before aggregation: its latency histogram, to merge with others'. */
  histograms: autocannon.Result;
  /** Server CPU (all threads) spent in this load, ms. */
  cpuMs: number;
}

/**
 * autocannon.aggregateResult, which @types/autocannon leaves out: it merges the histograms of
 * runs made with skipAggregateResult, so percentiles count every sample of every run.
 */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult: (results: autocannon.Result[], opts: { url: string }) => autocannon.Result;
  }
).aggregateResult;

/** The 99th percentile latency (ms) of the 2xx answers of all `results` together. */
export function p99Of(results: autocannon.Result[], url: string): number {
  return aggregateResult(results, { url }).latency.p99;
}

async function measured(target: Target, make: RequestMaker, options: LoadOptions) {
  const before = target.cpuMs();
  const result = await runLoad(target.url, make, options);
  return { ...result, cpuMs: target.cpuMs() - before } satisfies LoadResult;
}

/** A server under load: where to send requests, and its process's CPU time so far (ms). */
export interface Target {
  url: string;
  cpuMs: () => number;
}

export async function runLoad(url: string, make: RequestMaker, options: LoadOptions) {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request, context) => ({
          ...request,
          ...make(context as { token?: string }),
        }),
      },
    ],
    skipAggregateResult: true,
  });
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} connection errors`);
  return {
    ok: result['2xx'],
    failed: result.non2xx,
    seconds: result.duration,
    histograms: result,
  };
}

function combine(url: string, results: LoadResult[]) {
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: results.reduce((sum, r) => sum + r.ok, 0) / seconds,
    p99: p99Of(
      results.map((r) => r.histograms),
      url,
    ),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    cpuUsPerRequest:
      (1000 * results.reduce((sum, r) => sum + r.cpuMs, 0)) /
      results.reduce((sum, r) => sum + r.ok + r.failed, 0),
  };
}

/** What a group's req/s is held to: its own floor, nothing, or its share (0.75) of bare's. */
export function rpsTarget(group: Group): BenchTarget {
  if (group.rpsMin) return { kind: 'min', value: group.rpsMin };
  if (group.reportOnly) return { kind: 'none' };
  return { kind: 'ratio-min', value: group.rpsRatioMin ?? 0.75 };
}

/**
 * Warms both servers, then measures Baraat and bare in alternating halves. Besides the rows,
 * returns each server's CPU per request, which other load on the machine moves less.
 */
export async function measureGroup(
  group: Group,
  targets: { baraat: Target; bare: Target },
  options: LoadOptions,
): Promise<{ rows: BenchRow[]; cpuUs: { baraat: number; bare: number } }> {
  const warm = { ...options, seconds: Math.min(2, options.seconds) };
  await runLoad(targets.baraat.url, group.make, warm);
  await runLoad(targets.bare.url, group.make, warm);
  const half = { ...options, seconds: Math.max(1, Math.round(options.seconds / 2)) };
  const baraat: LoadResult[] = [];
  const bare: LoadResult[] = [];
  baraat.push(await measured(targets.baraat, group.make, half));
  bare.push(await measured(targets.bare, group.make, half));
  bare.push(await measured(targets.bare, group.make, half));
  baraat.push(await measured(targets.baraat, group.make, half));
  const [a, b] = [combine(targets.baraat.url, baraat), combine(targets.bare.url, bare)];
  if (group.allMustSucceed && a.failed + b.failed > 0) {
    throw new Error(`${group.label}: ${a.failed} + ${b.failed} non-2xx answers (Baraat + bare)`);
  }
  if (a.failed + b.failed > 0) {
    console.warn(`${group.label}: ${a.failed} + ${b.failed} non-2xx answers left out`);
  }
  const setting = `${options.connections} conn`;
  const [first, second] = baraat as [LoadResult, LoadResult];
  const url = targets.baraat.url;
  const cpuUs = { baraat: a.cpuUsPerRequest, bare: b.cpuUsPerRequest };
  const rows: BenchRow[] = [
    {
      figure: `${group.label} (${setting})`,
      baraat: Math.round(a.rps),
      bare: Math.round(b.rps),
      unit: 'req/s',
      target: rpsTarget(group),
      halves: [Math.round(first.ok / first.seconds), Math.round(second.ok / second.seconds)],
    },
    {
      figure: `${group.label} p99 (${setting})`,
      baraat: a.p99,
      bare: b.p99,
      unit: 'ms',
      target: group.p99Target ? { kind: 'max', value: group.p99Target } : { kind: 'none' },
      halves: [p99Of([first.histograms], url), p99Of([second.histograms], url)],
    },
  ];
  return { rows, cpuUs };
}
