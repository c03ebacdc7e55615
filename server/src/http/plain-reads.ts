// The plain-reads lane: public GETs whose handler reads only its path and query (declared with
// plainReadsOf, http/route.ts) are answered straight from Node's request, without Koa's
// context, the app's middleware and the router's chain (docs/architecture.md#the-http-layer:
// a day's slots paid ~15 µs of a ~60 µs request for them). The answer is the one the app
// sends: the same route matched the router's way (http/routes-by-segment.ts), the same
// schemas and handler, the same headers in the same order (the worker's, the /api security
// headers and no-store, Vary, the JSON type and length) and the same log line. Anything
// else goes to the app untouched: another method, a body, a URL parseurl would read the slow
// way, an id that is not digits, input the schemas refuse, a failed read (the app reads again
// and answers as it answers errors, in the reader's language). An answer to compress goes to
// the app with the answer read (http/handover.ts), and the app sends it compressed; so does an
// answer that is not an object or array (Koa's own rules for those). The lane's own answers
// are successes, which hold no texts to translate.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Layer } from '@koa/router';
import type { Logger } from 'pino';
import type { ApiOperation } from '../openapi/operation';
import { isJsonValue, THRESHOLD_BYTES } from './compression';
import { handOver } from './handover';
import { parseQuery } from './query';
import { logRequest } from './request-logger';
import { apiAnswerHeaders } from './security-headers';
import { parseInput } from './validate';

/** A plain read as mounted: its operation, its success status and its handler with its deps. */
export interface PlainRead {
  op: ApiOperation;
  status: number;
  read: (input: { params: unknown; query: unknown }) => unknown;
}

/** An app's plain reads by their path under its /api router (`/businesses/:id/slots`). */
export type PlainReads = Map<string, PlainRead>;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface LaneOptions {
  /** The /api router's prefix, and the routes it tries for a path, in order. */
  prefix: string;
  routesFor: (path: string) => Layer[];
  plainReads: PlainReads;
  logger: Logger;
  /** Headers the app sets on every answer before its security headers (the worker's name). */
  firstHeaders: [string, string][];
  /** The app's own listener, for every request the lane does not answer. */
  app: Listener;
}

const DIGITS = /^\d+$/;
/** Characters that make parseurl read a URL with url.parse instead of its own fast path. */
const SLOW_PARSE = /[\t\n\f\r #\u00a0\ufeff]/;

interface Found {
  plain: PlainRead;
  path: string;
  querystring: string;
  params: Record<string, string>;
}

/** Koa's listener, with the plain reads answered before it. */
export function plainReadsLane(options: LaneOptions): Listener {
  const { prefix, routesFor, plainReads, logger, app } = options;
  const headers: [string, string][] = [
    ...options.firstHeaders,
    ...apiAnswerHeaders(),
    ['Vary', 'Accept-Encoding'],
  ];

  /** The plain read the router would run for `req`, if it is one the lane may answer. */
  const find = (req: IncomingMessage): Found | undefined => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(`${prefix}/`) || SLOW_PARSE.test(url)) return;
    const { headers: sent } = req;
    if (sent['content-length'] !== undefined || sent['transfer-encoding'] !== undefined) return;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    for (const layer of routesFor(path)) {
      const match = layer.regexp.exec(path);
      if (match === null || (layer.methods.length > 0 && !layer.methods.includes('GET'))) {
        continue;
      }
      // The first route that would run: a plain read with digits for every parameter, or not ours.
      const plain =
        typeof layer.path === 'string' && plainReads.get(layer.path.slice(prefix.length));
      const captures = match.slice(1) as string[];
      if (!plain || layer.methods.length === 0) return;
      if (!captures.every((capture) => capture !== undefined && DIGITS.test(capture))) return;
      const querystring = mark === -1 ? '' : url.slice(mark + 1);
      return { plain, path, querystring, params: layer.params(path, captures) };
    }
  };

  const send = (
    res: ServerResponse,
    { plain, path }: Found,
    text: string,
    length: number,
    started: number,
  ) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', length);
    res.statusCode = plain.status;
    res.end(text);
    if (logger.isLevelEnabled('info')) {
      logRequest(
        logger,
        { method: 'GET', path, status: plain.status, user_id: undefined },
        started,
      );
    }
  };

  return (req, res) => {
    const found = find(req);
    if (found === undefined) return app(req, res);
    const started = performance.now();
    const { op, read } = found.plain;
    let answer: unknown;
    try {
      const params = op.params ? parseInput(op.params, found.params, 'path') : undefined;
      const query = op.query
        ? parseInput(op.query, parseQuery(found.querystring), 'query')
        : undefined;
      answer = read({ params, query });
    } catch {
      return app(req, res);
    }
    Promise.resolve(answer).then(
      (value) => {
        if (value === undefined) return app(req, res);
        const text = isJsonValue(value) ? JSON.stringify(value) : undefined;
        const length = text === undefined ? 0 : Buffer.byteLength(text);
        if (text === undefined || (req.headers['accept-encoding'] && length >= THRESHOLD_BYTES)) {
          handOver(req, { op, answer: value, text, started });
          return app(req, res);
        }
        send(res, found, text, length, started);
      },
      () => app(req, res),
    );
  };
}
