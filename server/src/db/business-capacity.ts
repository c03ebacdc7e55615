// The largest party a business can host, as the profile and the comparison show it ("Up to N
// guests"): its biggest active hall or its biggest package, whichever is larger. Both the
// workers and the packages repos recount it when their rows change, so it is written once,
// in each engine's words for the larger of two values (docs/architecture.md#10-two-engines).
import type { Engine } from './engine';

const largerOf = { sqlite: 'max', postgres: 'greatest' } as const;

export const MAX_CAPACITY_SQL: Readonly<Record<Engine, string>> = {
  sqlite: maxCapacity('sqlite'),
  postgres: maxCapacity('postgres'),
};

function maxCapacity(engine: Engine) {
  return `${largerOf[engine]}(
  coalesce((SELECT max(capacity) FROM business_workers
            WHERE business_id = @business_id AND worker_role = 'hall' AND status = 'active'), 0),
  coalesce((SELECT max(max_guests) FROM packages WHERE business_id = @business_id), 0))`;
}
