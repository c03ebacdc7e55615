// The vendor profile renders its sections below the hero only once the hero has painted.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('after the paint', () => {
  const frames: FrameRequestCallback[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    frames.length = 0;
  });
  const holdFrames = () =>
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });

  it('is false until ready, and true only after the next frame and a task after it', async () => {
    holdFrames();
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), {
      initialProps: { ready: false },
    });
    await act(tick);
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(0);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    // Tasks alone do not do it: the frame (the paint) has to come first.
    await act(tick);
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);

    await act(async () => {
      frames[0]!(performance.now());
      // The frame callback runs before the paint; the change waits for the task after it.
      expect(result.current).toBe(false);
      await tick();
    });
    expect(result.current).toBe(true);

    // Once painted it stays so, whatever `ready` does next.
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('cancels its frame when the screen goes before the paint', async () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    holdFrames();
    const { unmount } = renderHook(() => useAfterPaint(true));
    await act(tick);
    expect(frames).toHaveLength(1);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });
});
