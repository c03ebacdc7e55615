// GET /api/openapi.json and the /api/docs page (docs/architecture.md#11-the-api-document).
import type { PlanItemInput } from '@baraat/shared/schemas/weddings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildWeddingDesk } from '../../test/weddings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the API document', () => {
  it('is served to anyone as OpenAPI 3.1, the bearer scheme and the frames in it', async () => {
    const { status, body } = await server.request('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(body.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'ClientFrame', 'ServerFrame']),
    );
    const getWedding = body.paths['/api/weddings/{id}'].get;
    expect(getWedding['x-roles']).toEqual(['customer', 'owner', 'manager', 'front_desk']);
    expect(body.paths['/api/weddings'].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
  });
});

describe('/api/docs', () => {
  it('is a page of our own files under a policy of its own', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    // Our own origin only: no CDN.
    for (const source of sources) expect(source).toMatch(/^\/(?!\/)/);
    for (const source of sources.filter((s) => s.startsWith('/api/docs/'))) {
      const file = await fetch(`${server.url}${source}`);
      expect([source, file.status]).toEqual([source, 200]);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('answers a file it does not have, and a write, with 404', async () => {
    expect((await fetch(`${server.url}/api/docs/nope.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the payment plan’s example', () => {
  it('is saved as sent for a wedding whose events it names', async () => {
    const { body: document } = await server.request('/api/openapi.json');
    const example = document.paths['/api/weddings/{id}/plan'].put.requestBody.content[
      'application/json'
    ].example as { items: PlanItemInput[] };
    const named = [
      ...new Set(example.items.flatMap((item) => [item.before_event_id, item.after_event_id])),
    ].filter((id): id is number => typeof id === 'number');
    expect(named.length).toBeGreaterThan(0);
    const desk = await buildWeddingDesk(server);
    const { weddingId } = await desk.weddingOf(
      named.map((id, n) => ({ id, date: `2030-12-${String(10 + n).padStart(2, '0')}` })),
    );
    const saved = await server.request(`/api/weddings/${weddingId}/plan`, {
      method: 'PUT',
      token: desk.owner.token,
      json: example,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.plan.map((item: { label: string }) => item.label)).toEqual(
      example.items.map((item) => item.label),
    );
  });
});
