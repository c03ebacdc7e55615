// The largest party a business can host, as the profile and the comparison show it ("Up to N
// guests"): its biggest active hall or its biggest package, whichever is larger. Both the
// workers and the packages repos recount it when their rows change, so it is written once.
import { larger } from './dialect';

export const MAX_CAPACITY = larger(
  `coalesce((SELECT max(capacity) FROM business_workers
            WHERE business_id = @business_id AND worker_role = 'hall' AND status = 'active'), 0)`,
  'coalesce((SELECT max(max_guests) FROM packages WHERE business_id = @business_id), 0)',
);
