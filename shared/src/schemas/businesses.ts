// GET /api/businesses/search: the customer dashboard's vendor search (001 §2 "Search tab",
// §5: max budget an integer, min rating a decimal). City and service type are names from the
// dashboard's lists (constants/catalog.ts) or 'all'.
import { z } from 'zod';
import { numberFromText, pageFields, wholeNumber } from './fields';

export const dashboardSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  city: z.string().trim().max(60).optional(),
  service_type: z.string().trim().max(60).optional(),
  min_rating: z
    .preprocess(numberFromText, z.number({ error: 'min_rating must be a number' }).min(0).max(5))
    .optional(),
  max_price: wholeNumber('max_price').optional(),
  ...pageFields(),
});
