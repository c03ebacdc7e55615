/** Longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` when the browser has an idle moment (within two seconds), for work the
 * screen on show does not need yet. Safari has no requestIdleCallback: it runs at once there.
 * Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    callback();
    return () => undefined;
  }
  const idle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
}
