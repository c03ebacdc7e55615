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

/** How long a screen is left to settle before code it may need later is fetched and run. */
export const SETTLE_MS = 3000;

/**
 * Runs `callback` at an idle moment once `SETTLE_MS` have passed: for code a screen may need
 * later (a form behind a tap), whose running would otherwise land among the screen's own first
 * renders, photos and copies. Returns the cancel.
 */
export function whenSettled(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(callback);
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
