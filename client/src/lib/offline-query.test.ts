import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { loadWithCopy, type OfflineCopy } from './offline-query';

function memoryCopy<T>(initial?: T): OfflineCopy<T> & { saved: T | undefined } {
  const copy = {
    saved: initial,
    save: async (data: T) => {
      copy.saved = data;
    },
    read: async () => copy.saved,
  };
  return copy;
}

const failing = (status: number) => () =>
  Promise.reject(new ApiError(`HTTP ${status}`, status, undefined, []));

describe('reads that open without signal', () => {
  it('keeps a copy of each answer and says it is not offline', async () => {
    const copy = memoryCopy<string[]>();
    expect(await loadWithCopy(async () => ['a'], copy)).toEqual({ value: ['a'], offline: false });
    await Promise.resolve();
    expect(copy.saved).toEqual(['a']);
  });

  it('answers with the saved copy, flagged offline, when no answer comes', async () => {
    const copy = memoryCopy(['saved']);
    expect(await loadWithCopy(failing(0), copy)).toEqual({ value: ['saved'], offline: true });
  });

  it('fails as before when there is no copy, or when the server answered with an error', async () => {
    await expect(loadWithCopy(failing(0), memoryCopy<string[]>())).rejects.toMatchObject({
      status: 0,
    });
    await expect(loadWithCopy(failing(500), memoryCopy(['saved']))).rejects.toMatchObject({
      status: 500,
    });
  });

  describe('when the browser knows it is offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('answers with the saved copy at once, without asking the server', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const load = vi.fn(async () => ['fresh']);
      expect(await loadWithCopy(load, memoryCopy(['saved']))).toEqual({
        value: ['saved'],
        offline: true,
      });
      expect(load).not.toHaveBeenCalled();
    });

    it('still asks the server when the device holds no copy', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const load = vi.fn(async () => ['fresh']);
      expect(await loadWithCopy(load, memoryCopy<string[]>())).toEqual({
        value: ['fresh'],
        offline: false,
      });
      expect(load).toHaveBeenCalledOnce();
    });
  });
});
