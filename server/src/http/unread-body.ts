// A refusal answered before the request's body was read (a guard's 401, 403 or 404 ahead of an
// upload's parser; the body parser's 413 or 415, or a gzip bomb cut off at the limit) leaves the
// rest of the body on the connection. Closing it then, with bytes still arriving, resets it:
// a client that sends its whole body before it reads the answer (Node's fetch) gets the reset,
// never the answer. So the rest is read and dropped first, up to the largest body the server
// takes (a photo and its form) and a few seconds; the connection stays open for the next
// request when the body ended, and closes after the answer when it did not.
import type { IncomingMessage } from 'node:http';
import { MEDIA_MAX_FILE_BYTES } from '@baraat/shared/constants/business-media';

const DRAIN_MAX_BYTES = MEDIA_MAX_FILE_BYTES + 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

/** Reads and drops what is left of a request's body; whether it came to its end. */
export function dropUnreadBody(request: IncomingMessage): Promise<boolean> {
  if (request.complete) return Promise.resolve(true);
  if (request.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('close', onStop).off('error', onStop);
      if (!ended) request.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onStop = () => finish(request.complete);
    const timer = setTimeout(onStop, DRAIN_MAX_MS);
    request.on('data', onData).once('end', onEnd).once('close', onStop).once('error', onStop);
    request.unpipe();
    request.resume();
  });
}
