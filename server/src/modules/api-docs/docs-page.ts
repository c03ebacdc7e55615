// /api/docs: a readable reference of the API document (docs/architecture.md#11-the-api-document),
// rendered in the browser by Swagger UI from the app's own copy (swagger-ui-dist): no CDN. The
// page loads only its own files, under a policy of its own; the rest of the app keeps its CSP,
// and no other page loads these files.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'koa';

const PREFIX = '/api/docs';
const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

// The app's own rules for a page (its files only, nothing inline), where every other /api answer
// allows nothing at all.
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baraat API reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${PREFIX}/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="Baraat API reference"><p>Loading the API reference…</p></main>
<noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script src="${PREFIX}/swagger-ui-bundle.js"></script>
<script src="${PREFIX}/reference.js"></script>
</body>
</html>
`;

// No validator badge (it would call a server outside), links to each operation, and the bearer
// token a reader authorizes with kept in this browser across a reload.
const INIT = `window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  persistAuthorization: true,
});
`;

const FILES: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css', file: path.join(swaggerDir, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript',
    file: path.join(swaggerDir, 'swagger-ui-bundle.js'),
  },
  'reference.js': { type: 'text/javascript', text: INIT },
};

/** Serves the reference page and its files; any other path goes on. */
export function apiDocsPage(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      return next();
    }
    const name = ctx.path.slice(PREFIX.length + 1);
    if (ctx.path === PREFIX || name === '') {
      ctx.set('Content-Security-Policy', PAGE_POLICY);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = PAGE;
      return;
    }
    const asset = FILES[name];
    if (!asset) return next();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = asset.type;
    ctx.body = asset.file ? createReadStream(asset.file) : asset.text;
  };
}
