// Security headers on every response, with a Content-Security-Policy that allows only our own
// origin: no inline scripts, no remote assets, no framing.
//
// Pages and files get helmet's full set. API answers are JSON that no browser renders, so
// they get the headers that matter for JSON — a CSP that allows nothing, nosniff, no
// framing, same-origin reads, HSTS, the referrer policy — instead of twelve (on the
// cheapest answers, setting and writing the full set was a measurable share of the time).
//
// Helmet decides the headers; they are the same for every response (no nonces), so they are
// worked out once at start-up and copied onto each response. Run per request, helmet rebuilt
// the CSP string and went through a promise wrapper every time: measurable on the API's
// cheapest answers (npm run bench).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Middleware } from 'koa';

/** The policy's options; a page's forms may also post to `formTargets` (the payment providers'
 * hosted pages, docs/product/online-payments.md#the-checkout). */
const helmetOptions = (formTargets: readonly string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** The headers helmet sets with these options, read by running it once on a recorder. */
export function helmetHeaders(formTargets: readonly string[] = []): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(helmetOptions(formTargets))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

const API_HEADER_NAMES = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
]);

/** The headers of an /api answer: helmet's that matter for JSON, and a CSP allowing nothing. */
export function apiHeaders(): [string, string][] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ...helmetHeaders().filter(([name]) => API_HEADER_NAMES.has(name.toLowerCase())),
  ];
}

/** The headers every /api answer carries before its own: apiHeaders and `Cache-Control: no-store`. */
export function apiAnswerHeaders(): [string, string][] {
  return [...apiHeaders(), ['Cache-Control', 'no-store']];
}

/**
 * Sets an answer's security headers, and `Cache-Control: no-store` where `noStore(path)` says
 * so (the server's own paths), in one pass over a list chosen by the path: one step of the
 * app instead of two, each reading the path and setting headers (a CPU profile of the bench's
 * slots put each step of the app at ~0.5-1.5 µs a request).
 */
export function securityHeaders(
  noStore: (path: string) => boolean,
  formTargets: readonly string[] = [],
): Middleware {
  const cacheControl: [string, string] = ['Cache-Control', 'no-store'];
  const pages = helmetHeaders(formTargets);
  const api = apiAnswerHeaders();
  const serverPaths = [...pages, cacheControl];
  return (ctx, next) => {
    const { path } = ctx;
    const headers = path.startsWith('/api/') ? api : noStore(path) ? serverPaths : pages;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
