// The health check as the API document tells it (docs/architecture.md#11-the-api-document).
import { healthResponseSchema } from '@baraat/shared/schemas/common';
import type { ApiOperation } from '../../openapi/operation';

export const healthOperations: ApiOperation[] = [
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
];
