import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { peekEarlyJson, startEarlyFetch, takeEarlyJson } from './early-fetch';

let server: Server;
let base = '';
let requests = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const found = request.url === '/api/listings/profile/noor-studio';
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found ? { slug: 'noor-studio' } : { detail: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a request started before the app', () => {
  it('is handed to the screen once, and was sent once', async () => {
    const url = `${base}/api/listings/profile/noor-studio`;
    const seen = vi.fn();
    const before = requests;
    startEarlyFetch(url, seen);
    expect(await takeEarlyJson(url)).toEqual({ slug: 'noor-studio' });
    expect(await takeEarlyJson(url)).toBeUndefined();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ slug: 'noor-studio' }));
    expect(requests - before).toBe(1);
  });

  it('leaves an error answer to the screen’s own request', async () => {
    const url = `${base}/api/listings/profile/nobody`;
    startEarlyFetch(url);
    expect(await takeEarlyJson(url)).toBeUndefined();
  });

  it('leaves a failed connection to the screen’s own request', async () => {
    const url = 'http://127.0.0.1:9/api/listings/profile/noor-studio';
    startEarlyFetch(url);
    expect(await takeEarlyJson(url)).toBeUndefined();
  });

  it('has nothing for a URL nobody started', async () => {
    expect(await takeEarlyJson(`${base}/api/listings/profile/other`)).toBeUndefined();
  });
});

describe('a first paint from the early answer', () => {
  it('shows it without taking it from the screen’s reads', async () => {
    const url = `${base}/api/listings/profile/noor-studio`;
    startEarlyFetch(url);
    const waiting = peekEarlyJson(url);
    expect(waiting?.arrived).toBe(false);
    expect(await waiting?.json).toEqual({ slug: 'noor-studio' });
    // Once it has come, a render can show it at once.
    expect(peekEarlyJson(url)).toEqual({ arrived: true, json: { slug: 'noor-studio' } });
    expect(await takeEarlyJson(url)).toEqual({ slug: 'noor-studio' });
    expect(peekEarlyJson(url)).toBeUndefined();
  });

  it('knows at once that nothing was started', () => {
    expect(peekEarlyJson(`${base}/api/listings/profile/other`)).toBeUndefined();
  });
});
