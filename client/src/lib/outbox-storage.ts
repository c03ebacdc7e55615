// Keeping the outbox through a full disk: a browser short of space may clear an origin's
// storage, outbox and all, unless the origin's storage is persistent. The outbox holds the
// only copy of changes the server has not got, so once the device holds queued work the app
// asks for persistence (navigator.storage.persist()), once per device; the answer is kept in
// localStorage for the sync status to show, and so the question is never asked again.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { create } from 'zustand';

export type PersistenceAnswer = 'granted' | 'denied';

/** Whether unsent changes survive the browser running short of space, in words. */
export const STORAGE_TEXTS: Record<PersistenceAnswer, MessageDescriptor> = {
  granted: msg`Saved on this device for good.`,
  denied: msg`The browser may clear unsent changes if space runs low.`,
};

const KEY = 'storage_persistence';

function readAnswer(): PersistenceAnswer | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
}

/** The browser's answer on this device, or null while it was never asked. */
export const useStoragePersistence = create<{ answer: PersistenceAnswer | null }>(() => ({
  answer: readAnswer(),
}));

let asking = false;

/** Asks the browser to keep this origin's data, unless this device has asked before. */
export async function keepOutboxOnDevice(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  // Another tab of this device may have asked since this one loaded.
  const asked = readAnswer() ?? useStoragePersistence.getState().answer;
  if (asking || asked !== null || !storage?.persist) return;
  asking = true;
  let answer: PersistenceAnswer;
  try {
    answer = (await storage.persisted()) || (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    // A browser that refuses the question itself keeps the data as best effort; ask next time.
    return;
  } finally {
    asking = false;
  }
  useStoragePersistence.setState({ answer });
  try {
    localStorage.setItem(KEY, answer);
  } catch {
    // No localStorage (a private window): this page remembers, the next one asks again.
  }
}
