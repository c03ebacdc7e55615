// Code a screen may need later runs once the screen has settled, at an idle moment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './idle';

describe('once settled', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const idleCallbacks = () => {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      waiting[handle - 1] = () => undefined;
    });
    return waiting;
  };

  it('waits for the settling time, then for an idle moment', () => {
    vi.useFakeTimers();
    const waiting = idleCallbacks();
    const ran = vi.fn();
    whenSettled(ran);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(waiting).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(waiting).toHaveLength(1);
    expect(ran).not.toHaveBeenCalled();
    waiting[0]!();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the settling time', () => {
    vi.useFakeTimers();
    const waiting = idleCallbacks();
    const early = vi.fn();
    whenSettled(early)();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(waiting).toHaveLength(0);

    const late = vi.fn();
    const cancel = whenSettled(late);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    for (const callback of waiting) callback();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
