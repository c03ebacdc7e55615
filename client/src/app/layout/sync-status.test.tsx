// The header's sync status over fake-indexeddb: the owner's own entries counted, refused ones
// marked, the latest sync time of the calendar pull and the outbox, and whether the browser
// agreed to keep unsent changes.
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { enqueue } from '@/lib/outbox-queue';
import { useStoragePersistence } from '@/lib/outbox-storage';
import { testKind } from '@/lib/test-kinds';
import SyncStatus from './sync-status';

let db: BaraatDb;

const queue = (owner_id: number) =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, testKind('x'), {
      owner_id,
      aggregate: `calendar:${owner_id}`,
      method: 'POST',
      path: 'p',
    }),
  );

const show = () =>
  render(
    <MemoryRouter>
      <SyncStatus ownerId={5} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.syncState.clear()]);
  useStoragePersistence.setState({ answer: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the header’s sync status', () => {
  it('counts the owner’s unsynced changes and marks those the server refused', async () => {
    await queue(5);
    const refused = await queue(5);
    await queue(8);
    await db.outbox.update(refused.id, { state: 'conflict', last_error: 'Already booked' });
    show();
    const status = await screen.findByRole('link', { name: /2 unsynced changes, 1 refused/ });
    expect(status.querySelector('.badge')?.textContent).toBe('2!');
    expect(status.getAttribute('href')).toBe('/business/home?tab=calendar');
  });

  it('says when the device last synced, the later of the pull and the outbox', async () => {
    const pulled = Date.parse('2026-11-20T10:00:00Z');
    const sent = Date.parse('2026-11-21T08:30:00Z');
    await db.syncState.bulkPut([
      { key: 'calendar:5', cursor: '9', synced_at: pulled },
      { key: 'outbox:5', cursor: '', synced_at: sent },
    ]);
    show();
    await screen.findByRole('link', { name: /^All changes synced\. Last synced / });
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(sent).toISOString(),
    );
  });

  it('says so when the device has never synced', async () => {
    show();
    expect(
      await screen.findByRole('link', { name: 'All changes synced. Not synced yet' }),
    ).toBeTruthy();
  });

  it('says whether the browser agreed to keep unsent changes, once it was asked', async () => {
    show();
    const status = await screen.findByRole('link', { name: 'All changes synced. Not synced yet' });
    act(() => useStoragePersistence.setState({ answer: 'denied' }));
    expect(status.title).toBe(
      'Not synced yet. The browser may clear unsent changes if space runs low.',
    );
    // (jsdom's name computation puts a space between the time and the sentence after it.)
    expect(
      screen.getByRole('link', {
        name: /^All changes synced\. Not synced yet ?\. The browser may clear unsent changes if space runs low\.$/,
      }),
    ).toBe(status);
    act(() => useStoragePersistence.setState({ answer: 'granted' }));
    expect(
      screen.getByRole('link', {
        name: /^All changes synced\. Not synced yet ?\. Saved on this device for good\.$/,
      }),
    ).toBe(status);
  });

  it('says in a word beside the icon where things stand, offline first', async () => {
    show();
    const status = await screen.findByRole('link', { name: /^All changes synced\./ });
    const word = () => status.querySelector('.sync-status-word')?.textContent;
    expect(word()).toBe('Synced');
    await act(() => queue(5));
    await screen.findByRole('link', { name: /^1 unsynced change\./ });
    // The tablet's words and the phone's one; the stylesheet shows one of them.
    expect(word()).toBe('1 unsyncedUnsynced');
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(word()).toBe('Offline');
    // The name says it too, so the word a person sees is in what a screen reader hears.
    expect(status.textContent).toMatch(/\. Offline$/);
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(word()).toBe('1 unsyncedUnsynced');
  });
});
