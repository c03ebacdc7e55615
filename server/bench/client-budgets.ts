// Placeholder: the client-budget helper's branch replaces this file (initial JS gzip per route, Lighthouse).
import type { BenchRow } from './table';

export async function measureClientBudgets(
  _baseUrl: string,
  _options: {
    vendorSlug: string;
    customer: { email: string; password: string };
    owner: { email: string; password: string };
  },
): Promise<BenchRow[]> {
  return [];
}
