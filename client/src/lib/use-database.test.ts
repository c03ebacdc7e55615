// Screens read Dexie from their first render once it has loaded (with no signal main.tsx
// opens it at start-up), and wait for it only before then.
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type BaraatDb, database, openDatabase } from './db';
import { useDatabase } from './use-database';

describe('the database a screen reads', () => {
  it('comes after the first render while Dexie is still loading', async () => {
    const renders: (BaraatDb | undefined)[] = [];
    const { result } = renderHook(() => {
      const db = useDatabase();
      renders.push(db);
      return db;
    });
    expect(renders[0]).toBeUndefined();
    await waitFor(() => expect(result.current).toBeDefined());
  });

  it('is there at the first render once Dexie has loaded, open', async () => {
    openDatabase();
    const db = await database();
    await waitFor(() => expect(db.isOpen()).toBe(true));
    const renders: (BaraatDb | undefined)[] = [];
    renderHook(() => {
      renders.push(useDatabase());
    });
    expect(renders[0]).toBe(db);
  });
});
