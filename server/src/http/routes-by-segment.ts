// Dispatches a router by the first path segment after its prefix. @koa/router tests every
// route of a router against every request, in order: with every module under one /api router,
// a request for one day's slots tried 142 routes (issue 9: ~10 µs a request in a CPU profile
// of the slots bench). Split by segment, a request tries the few routes of its own segment, in
// the order they had, so which route answers never changes. A route whose first segment is a
// parameter or a pattern could match any segment: it goes into every group, in its place.
import Router, { type Layer } from '@koa/router';

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

type Routes<S, C> = ReturnType<Router<S, C>['routes']>;

export interface SegmentRoutes<S, C> {
  /** Answers a request with the routes of its segment, as `router.routes()` would. */
  routes: Routes<S, C>;
  /** The routes a request for this path tries, in order. */
  routesFor: (requestPath: string) => Layer<S, C>[];
}

export function routesBySegment<S, C>(router: Router<S, C>): SegmentRoutes<S, C> {
  const prefix = (router.opts.prefix ?? '').toLowerCase();
  const groups = new Map<string, Layer<S, C>[]>();
  const everywhere: Layer<S, C>[] = [];
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
  // Routers over the same layer objects: prefixed already, with their param middleware.
  const partOf = (layers: Layer<S, C>[]) => {
    const part = new Router<S, C>({ ...router.opts, prefix: undefined });
    part.stack.push(...layers);
    return { layers: part.stack, dispatch: part.routes() };
  };
  const parts = new Map([...groups].map(([segment, layers]) => [segment, partOf(layers)]));
  const rest = partOf(everywhere);
  const partFor = (requestPath: string) => {
    const segment = requestSegment(requestPath, prefix);
    return (segment !== undefined && parts.get(segment)) || rest;
  };

  const routes: Routes<S, C> = (ctx, next) => partFor(ctx.path).dispatch(ctx, next);
  // Carries the whole router, as router.routes() does (tests list the app's routes from it).
  routes.router = router;
  return { routes, routesFor: (requestPath) => partFor(requestPath).layers };
}
