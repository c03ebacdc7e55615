// A write that PostgreSQL still refused as a serialization failure or a deadlock after the
// engine ran it again as often as it does (db/postgres-engine.ts) is a moment of contention,
// not a fault: it is answered 503 `Service temporarily unavailable` with Retry-After, which the
// client and the outbox try again, never 500 (docs/product/texts.md#global-errors).

/** SQLSTATEs of a transaction that may simply be tried again. */
const TRY_AGAIN = new Set(['40001', '40P01']);

/** Whether an error is a serialization failure or a deadlock that outlasted the runs again. */
export function isTryAgain(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRY_AGAIN.has(code);
}
