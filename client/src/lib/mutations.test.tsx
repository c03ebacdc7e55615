// The write path of the online screens (docs/architecture.md#3-client): a write refreshes the
// queries it changes once the server has it, and only then; its failure is an ApiError. And
// the rule it keeps: no component touches the query cache itself, nor casts a failure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { useWrite } from './mutations';

function withClient() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  client.setQueryData(['packages', 1], ['old']);
  client.setQueryData(['services', 1], ['kept']);
  return { client, wrapper };
}
const stale = (client: QueryClient, key: string) =>
  client.getQueryState([key, 1])?.isInvalidated ?? false;

describe('a write from an online screen', () => {
  it('marks stale what it changes once the server has it, and nothing else', async () => {
    const { client, wrapper } = withClient();
    const write = async (name: string) => ({ name });
    const { result } = renderHook(() => useWrite(write, [['packages', 1]]), { wrapper });
    expect(await result.current.mutateAsync('Gold')).toEqual({ name: 'Gold' });
    expect(stale(client, 'packages')).toBe(true);
    expect(stale(client, 'services')).toBe(false);
  });

  it('changes nothing when the server refuses, and fails with the ApiError', async () => {
    const { client, wrapper } = withClient();
    const refused = new ApiError('Conflict', 409, 'Main Hall holds bookings', []);
    const write = async () => {
      throw refused;
    };
    const { result } = renderHook(() => useWrite(write, [['packages', 1]]), { wrapper });
    await expect(result.current.mutateAsync(undefined)).rejects.toBe(refused);
    expect(stale(client, 'packages')).toBe(false);
  });
});

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the write path rule', () => {
  const all = sources(SRC);
  it('leaves the query cache to the api files: no component invalidates or sets it', () => {
    const components = all.filter(
      (file) => file.endsWith('.tsx') && !/features\/[^/]+\/api\//.test(file),
    );
    expect(components.length).toBeGreaterThan(100);
    const touching = components.filter((file) =>
      /\b(invalidateQueries|setQueryData|removeQueries)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(touching.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('types failures with toApiError or the hooks, never a cast', () => {
    const casting = all.filter((file) => /\bas ApiError\b/.test(readFileSync(file, 'utf8')));
    expect(casting.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
