// Stores one offline change — the optimistic rows and their outbox entry — in one Dexie
// transaction. A full storage is pruned and the change tried once more (storage-quota.ts);
// if it still cannot be stored the user is told it was not saved, never left believing it
// will reach the server.
import { msg } from '@lingui/core/macro';
import type { Table } from 'dexie';
import type { BaraatDb } from './db';
import { i18n } from './i18n';
import { isQuotaError, withQuotaRetry } from './storage-quota';
import { showToast } from './toasts';

export const CHANGE_NOT_SAVED = {
  storageFull: msg`This change was not saved: the storage on this device is full. Free some space, then try again.`,
  failed: msg`This change was not saved on this device. Please try again.`,
};

/** Resolves true once stored; false when it was not (and the user has been told). */
export async function storeChange(
  db: BaraatDb,
  tables: Table[],
  change: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await withQuotaRetry(db, () => db.transaction('rw', tables, change));
    return true;
  } catch (error) {
    showToast(
      'error',
      i18n._(isQuotaError(error) ? CHANGE_NOT_SAVED.storageFull : CHANGE_NOT_SAVED.failed),
      0,
    );
    return false;
  }
}

/**
 * As storeChange, for a change whose form shows the outcome itself: its answer, or the
 * reason it was not stored (no toast: the form says it beside the input it kept).
 */
export async function storeAnswering<T>(
  db: BaraatDb,
  tables: Table[],
  change: () => Promise<T>,
): Promise<T | { ok: false; reason: string }> {
  try {
    return await withQuotaRetry(db, () => db.transaction('rw', tables, change));
  } catch (error) {
    const reason = i18n._(
      isQuotaError(error) ? CHANGE_NOT_SAVED.storageFull : CHANGE_NOT_SAVED.failed,
    );
    return { ok: false, reason };
  }
}
