import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from './query-provider';
import { partLoader, ReadingPart } from './reading-part';

function Results({ count }: { count: number }) {
  // Reads through the client: it must be there by the time the part shows.
  useQueryClient();
  return <p>{count} vendors</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('a screen part that reads after the first paint', () => {
  it('shows the loading state first, then the part with the query client', async () => {
    const results = partLoader(async () => Results);
    render(
      <QueryProvider>
        <ReadingPart part={results} props={{ count: 3 }} fallback={<p>Searching vendors...</p>} />
      </QueryProvider>,
    );
    expect(screen.getByText('Searching vendors...')).toBeTruthy();
    expect(await screen.findByText('3 vendors')).toBeTruthy();
    expect(screen.queryByText('Searching vendors...')).toBeNull();
  });

  it('once loaded, shows the part in the first render', async () => {
    const results = partLoader(async () => Results);
    await results.preload();
    render(
      <QueryProvider>
        <ReadingPart part={results} props={{ count: 5 }} fallback={<p>Searching vendors...</p>} />
      </QueryProvider>,
    );
    expect(screen.getByText('5 vendors')).toBeTruthy();
  });

  it('gives code that cannot be fetched to the error boundary, and tries again when next asked', async () => {
    // React reports the error it hands to the boundary; the test reads it from the page.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const results = partLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return Results;
    });
    render(
      <QueryProvider>
        <Boundary>
          <ReadingPart part={results} props={{ count: 1 }} fallback={<p>Searching vendors...</p>} />
        </Boundary>
      </QueryProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch dynamically imported module',
    );
    await expect(results.preload()).resolves.toBe(Results);
    expect(attempts).toBe(2);
    report.mockRestore();
  });
});
