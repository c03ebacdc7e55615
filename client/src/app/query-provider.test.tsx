import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { loadQueryClient, QueryProvider, withQueryClient } from './query-provider';
import { readsAtFirstPaint } from './screens';

function Reader() {
  useQueryClient();
  return <p>reads</p>;
}

describe('the query client, loaded when first needed', () => {
  it('is not waited for by the landing pages that paint before they read', () => {
    for (const path of [
      '/',
      '/home',
      '/listings',
      '/listings/profile/shalimar-marquee',
      '/customer/dashboard',
      '/business/home',
    ]) {
      expect(readsAtFirstPaint(path)).toBe(false);
    }
    expect(readsAtFirstPaint('/customer/bookings')).toBe(true);
  });

  it('lets a screen that reads nothing show before it, and a reader once it has come', async () => {
    const { rerender } = render(
      <QueryProvider>
        <p>home</p>
      </QueryProvider>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    // A navigation waits for it beside the next screen's code.
    const screens = Promise.resolve('screen');
    await expect(withQueryClient(screens)).resolves.toEqual(['screen', queryClient]);
    await act(async () => {
      await loadQueryClient();
    });
    rerender(
      <QueryProvider>
        <Reader />
      </QueryProvider>,
    );
    expect(screen.getByText('reads')).toBeTruthy();
    // Once it is there, navigations wait for their screens alone.
    expect(withQueryClient(screens)).toBe(screens);
    expect(withQueryClient(undefined)).toBeUndefined();
  });
});
