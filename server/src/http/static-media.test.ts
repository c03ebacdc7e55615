import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { seedVendors } from '../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 3);
});
afterAll(() => server.close());

async function fetchMedia(link: string) {
  const response = await fetch(`${server.url}${link}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('/media', () => {
  it('serves a seeded photo under its content hash, cached for a year as immutable', async () => {
    const { body } = await server.request('/api/listings/search?limit=1');
    const link: string = body.businesses[0].thumbnail_url;
    const [, hash] = link.match(/\.([0-9a-f]{16})\.svg$/) ?? [];
    expect(hash, link).toBeDefined();

    const { response, bytes } = await fetchMedia(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe(hash);
  });

  it('lets a name without a hash be rechecked after a few minutes', async () => {
    const { response } = await fetchMedia('/media/placeholders/type-1-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers a missing file with 404', async () => {
    const { response } = await fetchMedia('/media/placeholders/type-1-1.0123456789abcdef.svg');
    expect(response.status).toBe(404);
  });
});
