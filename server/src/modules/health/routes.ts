// GET /api/health, declared once with its API document: 200 when the database answers, 503
// when it does not (db/unavailable.ts).
import { healthResponseSchema } from '@baraat/shared/schemas/common';
import { routesOf } from '../../http/route';
import { presentHealthy } from './presenter';
import type { HealthService } from './service';

const route = routesOf<{ health: HealthService }>();

export const healthRoutes = [
  route(
    {
      method: 'get',
      path: '/health',
      tag: 'Health',
      summary: 'Whether the server and its database answer',
      access: 'public',
      responses: {
        200: { description: 'The server and its database answer.', schema: healthResponseSchema },
        503: { description: 'The database does not answer: `Service temporarily unavailable`.' },
      },
    },
    async (_input, { health }) => {
      await health.check();
      return presentHealthy();
    },
  ),
];
