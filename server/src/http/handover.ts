// What the plain-reads lane (plain-reads.ts) hands the app with a request it read but does not
// send itself (an answer to compress): the answer its route found and when the request came
// in, so the route sends that answer (as the JSON text the lane wrote) instead of reading
// again, and the request's log line times the whole request.
import type { IncomingMessage } from 'node:http';
import type { ApiOperation } from '../openapi/operation';

/** An answer the lane read, with its JSON text when it is an object or array. */
export interface Handover {
  op: ApiOperation;
  answer: unknown;
  text: string | undefined;
  started: number;
}

const handovers = new WeakMap<IncomingMessage, Handover>();

/** Leaves an answer `op`'s route read for `req`, for the app to send. */
export function handOver(req: IncomingMessage, handover: Handover) {
  handovers.set(req, handover);
}

/** What the lane read for `req` with `op`'s route, taken once; undefined if nothing. */
export function takeHandedOver(req: IncomingMessage, op: ApiOperation): Handover | undefined {
  const handover = handovers.get(req);
  if (handover?.op !== op) return undefined;
  handovers.delete(req);
  return handover;
}

/** When the lane took `req` in, if it handed it over. */
export function handedOverAt(req: IncomingMessage): number | undefined {
  return handovers.get(req)?.started;
}
