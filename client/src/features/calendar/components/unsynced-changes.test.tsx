// The calendar's panel of what has not reached the server, over fake-indexeddb: the count, and
// whether the browser agreed to keep unsent changes, in words the owner can read.
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { enqueue } from '@/lib/outbox-queue';
import { STORAGE_TEXTS, useStoragePersistence } from '@/lib/outbox-storage';
import { testKind } from '@/lib/test-kinds';
import { UnsyncedChanges } from './unsynced-changes';

let db: BaraatDb;

beforeEach(async () => {
  db = await database();
  await db.outbox.clear();
  useStoragePersistence.setState({ answer: null });
});
afterEach(cleanup);

describe('the calendar’s unsynced changes', () => {
  it('shows whether the browser keeps the waiting changes, once it was asked', async () => {
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, testKind('x'), {
        owner_id: 5,
        aggregate: 'calendar:5',
        method: 'POST',
        path: 'p',
      }),
    );
    render(<UnsyncedChanges ownerId={5} />);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '1 change waiting to sync',
    );
    expect(screen.queryByText(i18n._(STORAGE_TEXTS.denied))).toBeNull();
    act(() => useStoragePersistence.setState({ answer: 'denied' }));
    expect(screen.getByText(i18n._(STORAGE_TEXTS.denied)).tagName).toBe('P');
    act(() => useStoragePersistence.setState({ answer: 'granted' }));
    expect(screen.getByText(i18n._(STORAGE_TEXTS.granted)).tagName).toBe('P');
  });

  it('says nothing when nothing waits', async () => {
    useStoragePersistence.setState({ answer: 'granted' });
    const { container } = render(<UnsyncedChanges ownerId={6} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('');
  });
});
