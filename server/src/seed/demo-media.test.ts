import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/harness';
import { seedDemo } from './demo';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Through the data layer, on either engine (docs/architecture.md#10-two-engines).
  await seedDemo(server.database, createLogger('silent'), server.mediaDir, 0);
});
afterAll(() => server.close());

describe('demo photos', () => {
  it('gives the demo owner four WebP photos it can manage, the first the thumbnail', async () => {
    const login = await server.request('/api/auth/login', {
      json: { username: DEMO_OWNER.email, password: DEMO_PASSWORD },
    });
    const token = login.body.access_token;
    const mine = await server.request('/api/business/my-business', { token });
    const { body: photos } = await server.request(`/api/media/business/${mine.body.business_id}`);
    expect(photos).toHaveLength(4);
    expect(photos[0].is_thumbnail).toBe(true);
    expect(photos[0].title).toBe('Marquee at night');
    for (const photo of photos) {
      expect(photo.media_link).toMatch(/^\/media\/uploads\//);
      const stored = await sharp(path.join(server.mediaDir, photo.media_link.slice(7))).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    }
    const removed = await server.request(`/api/media/${photos[1].media_id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(204);
    expect((await fetch(`${server.url}${photos[1].media_link}`)).status).toBe(404);
  });
});
