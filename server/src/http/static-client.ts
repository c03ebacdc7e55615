// Serves the built client: hashed files under /assets are cached for a year; everything else
// (index.html, the service worker, the manifest) is revalidated on every load. Any other GET
// that asks for HTML gets index.html, so client routes survive a reload. /api, /ws, /media and
// /sandbox (the payment providers' stand-in) never fall back. A page asked for in Urdu is
// index-ur.html, the build's right-to-left copy that names what the first Urdu screen waits
// for (client/i18n-build/urdu-page.ts). A page may come with the images its first screen shows
// largest, named in a `Link` header (`pageImages`): the browser fetches them beside the page's
// own files instead of once the page's code has asked for its data and read it.
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@baraat/shared/i18n/languages';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { acceptedLanguage } from '../i18n/accept-language';
import type { AppState } from './context';

const PAGE = '/index.html';
const URDU_PAGE = '/index-ur.html';

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

/**
 * Whether the page is read in Urdu, as the device would choose (client/src/lib/device-language.ts):
 * a link's `?lang=`, else the device's choice in its cookie, else the browser's languages.
 */
function readsUrdu(ctx: Context): boolean {
  const named = ctx.query.lang;
  if (named === 'ur' || named === 'en') return named === 'ur';
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  if (chosen === 'ur' || chosen === 'en') return chosen === 'ur';
  return acceptedLanguage(ctx.get('Accept-Language')) === 'ur';
}

/** The app's page in the reader's language; index.html where a build has no Urdu copy. */
function pages(ctx: Context): string[] {
  ctx.vary('Cookie');
  ctx.vary('Accept-Language');
  return readsUrdu(ctx) ? [URDU_PAGE, PAGE] : [PAGE];
}

/** The images a page at a path shows largest on its first screen: addresses on this origin. */
export type PageImages = (requestPath: string) => Promise<string[]>;

/** Addresses a `Link` header can carry as they are: a path of this origin, no quoting needed. */
const LINKABLE = /^\/[\w\-./~%]*$/;

/** The `Link` header that has the browser fetch `images` with the page, or none. */
async function imagePreloads(requestPath: string, pageImages: PageImages | undefined) {
  if (!pageImages) return undefined;
  let images: string[];
  try {
    images = await pageImages(requestPath);
  } catch {
    // The page itself matters more than a head start on its images.
    return undefined;
  }
  const links = images
    .filter((image) => LINKABLE.test(image))
    .map((image) => `<${image}>; rel=preload; as=image; fetchpriority=high`);
  return links.length > 0 ? links.join(', ') : undefined;
}

export function staticClient(root: string, pageImages?: PageImages): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();

    const wantsPage = (ctx.get('Accept') ?? '').includes('text/html') && !path.extname(ctx.path);
    const candidates =
      ctx.path === '/' ? pages(ctx) : wantsPage ? [ctx.path, ...pages(ctx)] : [ctx.path];
    const preloads = wantsPage ? await imagePreloads(ctx.path, pageImages) : undefined;
    for (const candidate of candidates) {
      try {
        await send(ctx, candidate, {
          root,
          setHeaders: (res) => {
            res.setHeader('Cache-Control', cacheControl(candidate));
            if (preloads && (candidate === PAGE || candidate === URDU_PAGE)) {
              res.setHeader('Link', preloads);
            }
          },
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
