import type { RevenuePeriod } from '@baraat/shared/schemas/stats';

/** What the analytics view asks for: buckets, and a range the server resolves when blank. */
export interface RangeQuery {
  period: RevenuePeriod;
  /** Blank: the period's default range up to today. */
  from: string;
  to: string;
}

/** The query string of a range: blank days are left out, for the server to fill in. */
export function rangeSearchParams(query: RangeQuery): Record<string, string> {
  const params: Record<string, string> = { period: query.period };
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}
