// Serves uploaded and generated images from DATA_DIR/media under /media. A file whose name
// carries a hash of its content (contentHashedName) never changes, so browsers keep it for a
// year without asking again; any other name may be rewritten in place and is rechecked
// after a few minutes. nosniff comes from the security headers.
import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './context';

const HASH_LENGTH = 16;
const HASHED_NAME = new RegExp(`\\.[0-9a-f]{${HASH_LENGTH}}\\.[a-z0-9]+$`);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=300';

/** `stem.<first 16 hex of the content's SHA-256>.ext`: a new content gets a new name. */
export function contentHashedName(stem: string, extension: string, content: string | Buffer) {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, HASH_LENGTH);
  return `${stem}.${hash}.${extension}`;
}

export function cacheControlFor(mediaPath: string): string {
  return HASHED_NAME.test(mediaPath) ? IMMUTABLE : SHORT_LIVED;
}

export function staticMedia(root: string): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) {
      return next();
    }
    const mediaPath = ctx.path.slice('/media'.length);
    try {
      await send(ctx, mediaPath, {
        root,
        setHeaders: (res) => res.setHeader('Cache-Control', cacheControlFor(mediaPath)),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  };
}
