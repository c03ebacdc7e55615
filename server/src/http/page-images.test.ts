// A vendor profile's page names its cover in a `Link` header, so the browser fetches the photo
// beside the page's own files (http/static-client.ts, modules/listings/page-images.ts); no
// other page names one, and an address that names no business still gets its page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { link } from '@baraat/shared/constants/app-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { seedVendors } from '../test/marketplace';

let server: TestServer;
let slug: string;
let cover: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 3);
  const client = path.join(server.dataDir, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><html lang="en"></html>');
  writeFileSync(path.join(client, 'index-ur.html'), '<!doctype html><html lang="ur"></html>');
  const latest = await server.request('/api/listings?limit=1');
  slug = latest.body.businesses[0].slug;
  cover = (await server.request(`/api/listings/profile/${slug}`)).body.thumbnail_url;
});
afterAll(() => server.close());

const page = (address: string, accept = 'text/html') =>
  fetch(`${server.url}${address}`, { headers: { Accept: accept } });

describe("a vendor profile's page", () => {
  it('names its cover for the browser to fetch with the page, in either language', async () => {
    expect(cover).toMatch(/^\/media\//);
    for (const [address, language] of [
      [link.vendorProfile(slug), 'en'],
      [`${link.vendorProfile(slug)}?lang=ur`, 'ur'],
    ] as const) {
      const answer = await page(address);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(`lang="${language}"`);
      expect(answer.headers.get('link')).toBe(
        `<${cover}>; rel=preload; as=image; fetchpriority=high`,
      );
    }
  });

  it('names none for a slug of no business, or another page', async () => {
    for (const address of [link.vendorProfile('no-such-vendor'), '/listings', '/']) {
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get('link'), address).toBeNull();
    }
  });

  it('answers an address that cannot be decoded as before: 400, and no cover', async () => {
    const answer = await page('/listings/profile/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('link')).toBeNull();
  });

  it('names none on what is not the page itself', async () => {
    const answer = await page(`/api/listings/profile/${slug}`, 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('link')).toBeNull();
  });
});
