// Dispatches a router by the first path segment after its prefix. @koa/router tests every
// route of a router against every request, in order: with every module under one /api router,
// a request for one day's slots tried 142 routes (issue 9: ~10 µs a request in a CPU profile
// of the slots bench). Split by segment, a request tries the few routes of its own segment, in
// the order they had, so which route answers never changes. A route whose first segment is a
// parameter or a pattern could match any segment: it goes into every group, in its place.
import Router, { type Layer } from '@koa/router';
import type { Middleware as KoaMiddleware } from 'koa';
import compose, { type ComposedMiddleware, type Middleware } from 'koa-compose';

const LITERAL_SEGMENT = /^[\w.~-]+$/;

/**
 * The first segment after `prefix` of a route's path, lower-cased (the router ignores case),
 * or undefined when the route could match more than one segment.
 */
export function firstSegment(routePath: string | RegExp, prefix: string): string | undefined {
  if (typeof routePath !== 'string') return undefined;
  const lowered = routePath.toLowerCase();
  if (!lowered.startsWith(`${prefix}/`)) return undefined;
  const rest = lowered.slice(prefix.length + 1);
  const end = rest.indexOf('/');
  const segment = end === -1 ? rest : rest.slice(0, end);
  return LITERAL_SEGMENT.test(segment) ? segment : undefined;
}

/** The segment a request path asks for, as `firstSegment` names a route's. */
function requestSegment(requestPath: string, prefix: string): string | undefined {
  const start = prefix.length + 1;
  if (requestPath.length <= start || requestPath[prefix.length] !== '/') return undefined;
  if (requestPath.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  const end = requestPath.indexOf('/', start);
  return requestPath.slice(start, end === -1 ? undefined : end).toLowerCase();
}

/** What the router's dispatch reads from and writes on the context. */
interface RoutingContext {
  path: string;
  method: string;
  request: { params?: Record<string, string> };
  matched?: Layer[];
  router?: Router;
  params?: Record<string, string>;
  captures?: string[];
  routerPath?: string | RegExp;
  routerName?: string;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
}

/**
 * What `router.routes()` does with a request, as @koa/router 15 does it, over the routes of
 * one segment: the routes whose path matches join ctx.matched (allowedMethods reads it), and
 * those that take the method run in order, each after setting ctx.params from its own
 * captures. Each route's chain is composed once here, where the router composes a new chain on
 * every request (and reads ctx.host for a host option the API router does not have): ~5 µs a
 * request less on the bench's slots (issue 9).
 */
function dispatchOver(whole: Router, layers: Layer[]) {
  const part = new Router({ ...whole.opts, prefix: undefined });
  part.stack.push(...layers);
  const chains = new Map<Layer, ComposedMiddleware<RoutingContext>>();
  for (const layer of layers) {
    const enter: Middleware<RoutingContext> = (ctx, next) => {
      const captures = layer.captures(ctx.path);
      ctx.captures = captures;
      ctx.request.params = layer.params(ctx.path, captures, ctx.params);
      ctx.params = ctx.request.params;
      ctx.routerPath = layer.path;
      ctx.routerName = layer.name;
      ctx._matchedRoute = layer.path;
      if (layer.name) ctx._matchedRouteName = layer.name;
      return next();
    };
    const stack = layer.stack as unknown as Middleware<RoutingContext>[];
    chains.set(layer, compose([enter, ...stack]));
  }
  const dispatch = (ctx: RoutingContext, next: () => Promise<unknown>) => {
    const found = part.match(ctx.path, ctx.method);
    if (ctx.matched) ctx.matched.push(...found.path);
    else ctx.matched = found.path;
    ctx.router = whole;
    if (!found.route) return next();
    const running = found.pathAndMethod.map((layer) => chains.get(layer)!);
    return (running.length === 1 ? running[0]! : compose(running))(ctx, next);
  };
  return { layers: part.stack, dispatch };
}

type Routes<S, C> = ReturnType<Router<S, C>['routes']>;

export interface SegmentRoutes<S, C> {
  /** Answers a request with the routes of its segment, as `router.routes()` would. */
  routes: Routes<S, C>;
  /** The routes a request for this path tries, in order. */
  routesFor: (requestPath: string) => Layer[];
}

/** Splits a router (one without host, exclusive or routerPath options) by first segment. */
export function routesBySegment<S, C>(routerOf: Router<S, C>): SegmentRoutes<S, C> {
  // Routes are handed on as they are: their state and context types do not matter here.
  const router = routerOf as unknown as Router;
  if (router.host !== undefined || router.exclusive || router.opts.routerPath !== undefined) {
    throw new Error('routesBySegment dispatches routers without host, exclusive or routerPath');
  }
  const prefix = (router.opts.prefix ?? '').toLowerCase();
  const groups = new Map<string, Layer[]>();
  const everywhere: Layer[] = [];
  for (const layer of router.stack) {
    const segment = firstSegment(layer.path, prefix);
    if (segment === undefined) {
      everywhere.push(layer);
      for (const layers of groups.values()) layers.push(layer);
    } else {
      if (!groups.has(segment)) groups.set(segment, [...everywhere]);
      groups.get(segment)!.push(layer);
    }
  }
  const parts = new Map(
    [...groups].map(([segment, layers]) => [segment, dispatchOver(router, layers)]),
  );
  const rest = dispatchOver(router, everywhere);
  const partFor = (requestPath: string) => {
    const segment = requestSegment(requestPath, prefix);
    return (segment !== undefined && parts.get(segment)) || rest;
  };

  const routes: KoaMiddleware = (ctx, next) =>
    partFor(ctx.path).dispatch(ctx as unknown as RoutingContext, next);
  // Carries the whole router, as router.routes() does (tests list the app's routes from it).
  return {
    routes: Object.assign(routes, { router: routerOf }) as unknown as Routes<S, C>,
    routesFor: (requestPath) => partFor(requestPath).layers,
  };
}
