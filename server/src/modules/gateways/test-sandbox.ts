// For the gateways' tests: the sandbox on a port of its own, a merchant's callback URL that
// keeps what is sent to it, and the hosted page driven as a browser would, by posting its forms.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { bodyParser } from '../../http/body-parser';
import { createLogger } from '../../logger';
import { createSandbox } from './sandbox';
import type { CheckoutRedirect } from './types';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Every log line written, for the tests that look for secrets in them. */
export function loggedLines() {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', { write: (line: string) => lines.push(line) }) };
}

export async function startSandbox() {
  const { lines, logger } = loggedLines();
  const sandbox = createSandbox(logger);
  const app = new Koa();
  app.use(bodyParser() as Koa.Middleware);
  app.use(sandbox.middleware);
  const server = createServer(app.callback());
  const url = await listen(server);
  return {
    url,
    lines,
    close: () => {
      sandbox.close();
      return close(server);
    },
  };
}

/** A merchant's callback URL: the forms posted to it, in order. */
export async function startMerchant() {
  const posts: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'POST') posts.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('ok');
    });
  });
  const url = await listen(server);
  return { url: `${url}/payments/callback`, posts, close: () => close(server) };
}

/** A form's action and its inputs' names and values, read from a page's HTML. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[name!] = value!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The browser sent to the hosted page: the page's HTML, and where its choices are posted. */
export async function openHostedPage(redirect: CheckoutRedirect, sandboxUrl: string) {
  const response = await postForm(redirect.url, redirect.fields);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  return { status: response.status, html, choose: action ? `${sandboxUrl}${action}` : '' };
}
