// Serves uploaded and generated images from DATA_DIR/media under /media. Names never change
// once written, so they are cached for a day; nosniff comes from the security headers.
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './context';

export function staticMedia(root: string): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) {
      return next();
    }
    try {
      await send(ctx, ctx.path.slice('/media'.length), {
        root,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  };
}
