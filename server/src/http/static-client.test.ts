import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressClient } from '../../../scripts/compress-client.mjs';
import { startTestServer, type TestServer } from '../test/harness';

const SCRIPT = `export const greeting = ${JSON.stringify('Shadi mubarak! '.repeat(400))};\n`;

let server: TestServer;
let assets: string;
beforeAll(async () => {
  server = await startTestServer();
  const client = path.join(server.dataDir, 'client');
  assets = path.join(client, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(client, 'index.html'), `<!doctype html><div id="root"></div>${SCRIPT}`);
  writeFileSync(path.join(assets, 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(assets, 'icon-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(assets, 'tiny-abc123.txt'), 'a');
  compressClient(client);
  // A file the build left without copies (made after the step, or by another build).
  writeFileSync(path.join(assets, 'late-abc123.js'), SCRIPT);
});
afterAll(() => server.close());

describe("the client build's compressed copies", () => {
  it('are written beside each text file of assets/ they make smaller, and decode to it', () => {
    const file = path.join(assets, 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(() => statSync(path.join(assets, 'icon-abc123.png.br'))).toThrow();
    expect(() => statSync(path.join(assets, 'tiny-abc123.txt.br'))).toThrow();
    // Files that keep their name across releases get none: a copy could outlive an edit.
    expect(() => statSync(path.join(server.dataDir, 'client', 'index.html.br'))).toThrow();
  });

  it('are sent as they are to a client that accepts them, not compressed again', async () => {
    for (const [encoding, extension] of [
      ['br', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      const response = await fetch(`${server.url}/assets/app-abc123.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const copy = statSync(path.join(assets, `app-abc123.js.${extension}`));
      expect(Number(response.headers.get('content-length'))).toBe(copy.size);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('leave a file without copies compressed per request, and plain files to other clients', async () => {
    const late = await fetch(`${server.url}/assets/late-abc123.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(late.headers.get('content-encoding')).toBe('br');
    expect(await late.text()).toBe(SCRIPT);
    const plain = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe('a build without an Urdu page', () => {
  it('sends index.html to a reader of Urdu', async () => {
    const response = await fetch(`${server.url}/listings?lang=ur`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
