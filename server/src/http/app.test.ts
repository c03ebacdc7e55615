import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const client = path.join(server.dataDir, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><title>Baraat</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(client, 'index-ur.html'),
    '<!doctype html><html lang="ur" dir="rtl"><title>Baraat</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(client, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(1000)}1)`,
  );
  writeFileSync(path.join(client, 'sw.js'), 'self.addEventListener("fetch", () => {})');
});
afterAll(() => server.close());

describe('health', () => {
  it('answers 200 when the database answers, never cached', async () => {
    const { status, body, headers } = await server.request('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'ok' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('JSON answers', () => {
  it('are JSON with an exact Content-Length, whether compressed or not', async () => {
    const plain = await fetch(`${server.url}/api/health`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const text = await plain.text();
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our own origin, and the usual hardening headers', async () => {
    const headers = (await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } })).headers;
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('sends the app shell the full set, and API answers a CSP that allows nothing', async () => {
    const api = await server.request('/api/health');
    const page = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(page.headers.get(name), name).toBeTruthy();
      expect(page.headers.get(name), name).toBe(api.headers.get(name));
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await server.request('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Not Found' });
  });

  it('answers a wrong method with 405', async () => {
    const { status, headers } = await server.request('/api/health', { method: 'DELETE' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toContain('GET');
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('detail');
  });

  it('answers an oversized body with 413', async () => {
    const { status } = await server.request('/api/auth/login', {
      json: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(status).toBe(413);
  });
});

describe('request log', () => {
  it('logs method, path and status but never the password or the query string', async () => {
    await server.request('/api/auth/login', {
      form: { username: 'logged@example.pk', password: 'Secret#Value1' },
    });
    await server.request('/api/auth/check-email?email=private%40example.pk');
    const lines = server.logs.filter((line) => line.msg === 'request');
    expect(lines).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/auth/login', status: 401 }),
    );
    const everything = JSON.stringify(server.logs);
    expect(everything).not.toContain('Secret#Value1');
    expect(everything).not.toContain('private');
  });
});

describe('the built client', () => {
  it('serves index.html for client routes that ask for HTML, not cached', async () => {
    for (const route of ['/', '/listings/profile/royal-marquee', '/business/home']) {
      const response = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await fetch(`${server.url}/sw.js`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const lastModified = first.headers.get('last-modified')!;
    const second = await fetch(`${server.url}/sw.js`, {
      // As a browser revalidates; without it fetch adds Cache-Control: no-cache itself.
      headers: { 'If-Modified-Since': lastModified, 'Cache-Control': 'max-age=0' },
    });
    expect(second.status).toBe(304);
  });

  it('sends the Urdu page to a reader of Urdu: a link’s ?lang, else the device’s cookie, else the browser’s', async () => {
    const page = async (route: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${route}`, {
        headers: { Accept: 'text/html', ...headers },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      return (await response.text()).includes('lang="ur"') ? 'ur' : 'en';
    };
    expect(await page('/')).toBe('en');
    expect(await page('/?lang=ur')).toBe('ur');
    expect(await page('/listings/profile/royal-marquee?lang=ur')).toBe('ur');
    expect(await page('/business/home', { Cookie: 'baraat-lang=ur' })).toBe('ur');
    expect(await page('/', { 'Accept-Language': 'ur-PK,en;q=0.5' })).toBe('ur');
    // The device's choice outranks the browser's languages, and a link's outranks both.
    expect(await page('/', { 'Accept-Language': 'ur-PK', Cookie: 'baraat-lang=en' })).toBe('en');
    expect(await page('/?lang=en', { Cookie: 'baraat-lang=ur' })).toBe('en');
  });

  it('does not answer missing files or server paths with index.html', async () => {
    const asset = await fetch(`${server.url}/assets/missing.js`, { headers: { Accept: '*/*' } });
    expect(asset.status).toBe(404);
    for (const route of ['/api/unknown', '/media/none.jpg', '/ws/ticket']) {
      const response = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });
});

describe('compression', () => {
  it('gzips large JSON answers', async () => {
    const response = await fetch(`${server.url}/api/service-types`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decodes gzip itself; either way the content is the list.
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
    expect(JSON.parse(text).length).toBeGreaterThan(10);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends answers under 1 KB as they are, still varying by Accept-Encoding', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    const text = await response.text();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends large answers as they are to a client that names no encoding', async () => {
    const { headers, text } = await new Promise<{ headers: IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        get(`${server.url}/api/service-types`, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, text: Buffer.concat(chunks).toString() }),
          );
        }).on('error', reject);
      },
    );
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(1024);
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).length).toBeGreaterThan(10);
  });

  it('varies by Accept-Encoding on refusals too, and by Accept-Language, which they are read in', async () => {
    const response = await fetch(`${server.url}/api/bookings/my-bookings`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
  });
});

describe('failures inside the server', () => {
  it('answers 500 without internals when the database is gone, and health says 503', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const cities = await broken.request('/api/easyshadi/cities');
    expect(cities.status).toBe(500);
    expect(cities.body).toEqual({ detail: 'Internal server error' });
    const health = await broken.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ detail: 'Service temporarily unavailable' });
    expect(broken.logs.some((line) => line.msg === 'unhandled error' && line.err)).toBe(true);
    await broken.close().catch(() => undefined);
  });
});
