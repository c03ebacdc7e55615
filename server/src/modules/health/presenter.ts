import type { healthResponseSchema } from '@baraat/shared/schemas/common';
import type { z } from 'zod';

export const presentHealthy = (): z.infer<typeof healthResponseSchema> => ({
  status: 'ok',
  database: 'ok',
});
