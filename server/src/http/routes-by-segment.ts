// Dispatches a router by the first path segment after its prefix. @koa/router tests every
// route of a router against every request, in order: with every module under one /api router,
// a request for one day's slots tried 142 routes (~10 µs a request in a CPU profile
// of the slots bench). Split by segment, a request tries the few routes of its own segment, in
// the order they had, so which route answers never changes. A route whose first segment is a
// parameter or a pattern could match any segment: it goes into every group, in its place.
import type Router from '@koa/router';
import type { Layer } from '@koa/router';
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

/** A route of one segment, ready to run: its chain composed once, its method test a set. */
interface ReadyLayer {
  layer: Layer;
  /** undefined for a middleware layer (router.use), which takes every method. */
  methods: Set<string> | undefined;
  chain: ComposedMiddleware<RoutingContext>;
}

/** What a route sets on the context before its chain runs, as @koa/router 15 does. */
function enter(ctx: RoutingContext, layer: Layer, captures: string[]) {
  ctx.captures = captures;
  ctx.request.params = layer.params(ctx.path, captures, ctx.params);
  ctx.params = ctx.request.params;
  ctx.routerPath = layer.path;
  ctx.routerName = layer.name;
  ctx._matchedRoute = layer.path;
  if (layer.name) ctx._matchedRouteName = layer.name;
}

/**
 * What `router.routes()` does with a request, as @koa/router 15 does it, over the routes of
 * one segment: the routes whose path matches join ctx.matched (allowedMethods reads it), and
 * those that take the method run in order, each after setting ctx.params from its own
 * captures. Each route's path is tested once, its captures kept from that one match, and its
 * chain composed at start-up; the router matches twice, builds three arrays and composes a
 * new chain on every request (a CPU profile of the bench's slots showed it).
 */
function dispatchOver(whole: Router, layers: Layer[]) {
  const ready: ReadyLayer[] = layers.map((layer) => ({
    layer,
    methods: layer.methods.length === 0 ? undefined : new Set(layer.methods),
    chain: compose(layer.stack as unknown as Middleware<RoutingContext>[]),
  }));
  /** Runs routes[from..] in order, each after entering it; `next` after the last. */
  const runFrom = (
    ctx: RoutingContext,
    routes: [ReadyLayer, string[]][],
    from: number,
    next: () => Promise<unknown>,
  ): Promise<unknown> => {
    const [route, captures] = routes[from]!;
    enter(ctx, route.layer, captures);
    const rest = from + 1 < routes.length ? () => runFrom(ctx, routes, from + 1, next) : next;
    return route.chain(ctx, rest);
  };
  const dispatch = (ctx: RoutingContext, next: () => Promise<unknown>) => {
    const path = ctx.path;
    const method = ctx.method.toUpperCase();
    const matched = ctx.matched ?? [];
    let routes: [ReadyLayer, string[]][] | undefined;
    let route = false;
    for (const candidate of ready) {
      const match = candidate.layer.regexp.exec(path);
      if (match === null) continue;
      matched.push(candidate.layer);
      if (candidate.methods !== undefined && !candidate.methods.has(method)) continue;
      if (candidate.methods !== undefined) route = true;
      routes ??= [];
      routes.push([candidate, match.slice(1)]);
    }
    ctx.matched = matched;
    ctx.router = whole;
    if (!route || routes === undefined) return next();
    return runFrom(ctx, routes, 0, next);
  };
  return { layers, dispatch };
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
