// GET /api/health, both its answers, so they also go through Prism against the API document
// (docs/architecture.md#11-the-api-document).
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { healthResponseSchema } from '@baraat/shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { startTestServer } from '../../test/harness';

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const server = await startTestServer();
    const health = expectContract(healthResponseSchema, await server.request('/api/health'));
    expect(health).toEqual({ status: 'ok', database: 'ok' });
    await server.close();
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const health = await broken.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ detail: GLOBAL_ERRORS.unavailable });
    // On PostgreSQL the app's own close ends the pool again; anything else (Prism's verdict
    // on the answers among them) still fails the test.
    await broken.close().catch((error: Error) => {
      if (!error.message.includes('Called end on pool more than once')) throw error;
    });
  });
});
