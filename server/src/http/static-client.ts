// Serves the built client: hashed files under /assets are cached for a year; everything else
// (index.html, the service worker, the manifest) is revalidated on every load. Any other GET
// that asks for HTML gets index.html, so client routes survive a reload. /api, /ws, /media and
// /sandbox (the payment providers' stand-in) never fall back.
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './context';

const SERVER_PREFIXES = ['/api', '/ws', '/media', '/sandbox'];
// Asked on every request: the folders' paths are written once, not per call.
const SERVER_FOLDERS = SERVER_PREFIXES.map((prefix) => `${prefix}/`);

export function isServerPath(requestPath: string): boolean {
  return (
    SERVER_PREFIXES.includes(requestPath) ||
    SERVER_FOLDERS.some((folder) => requestPath.startsWith(folder))
  );
}

function cacheControl(filePath: string): string {
  return filePath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function staticClient(root: string): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();

    const filePath = ctx.path === '/' ? '/index.html' : ctx.path;
    const wantsPage = (ctx.get('Accept') ?? '').includes('text/html') && !path.extname(ctx.path);
    for (const candidate of wantsPage ? [filePath, '/index.html'] : [filePath]) {
      try {
        await send(ctx, candidate, {
          root,
          setHeaders: (res) => res.setHeader('Cache-Control', cacheControl(candidate)),
        });
        if (ctx.fresh) {
          ctx.status = 304;
          ctx.body = null;
        }
        return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404) throw error;
      }
    }
    await next();
  };
}
