// What the calendar has not yet got to the server (docs/product/offline.md#the-promise): how many changes wait, and
// those the server refused, with its reason and Retry or Discard — never dropped silently —
// and, once the browser was asked to keep them (lib/outbox-storage.ts), whether it agreed.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { isFinalRefusal } from '@/components/outbox/queued-status';
import { RetryDiscard } from '@/components/outbox/retry-discard';
import { deskMemberIds } from '@/lib/outbox-desk';
import { actingEntries } from '@/lib/outbox-queue';
import { STORAGE_TEXTS, useStoragePersistence } from '@/lib/outbox-storage';
import { currentUser } from '@/lib/session';
import { useDatabase } from '@/lib/use-database';

/** Translated where shown. */
const KIND_LABELS: Record<string, MessageDescriptor> = {
  'slot.block': msg`Block slot`,
  'slot.unblock': msg`Unblock slot`,
  'slot.create': msg`New slot`,
  'walkin.create': msg`Walk-in`,
  'walkinWedding.create': msg`Walk-in wedding`,
  'slot.delete': msg`Delete slot`,
  'booking.accept': msg`Accept request`,
  'booking.decline': msg`Reject request`,
  'wedding.payment': msg`Wedding payment`,
  'booking.payment': msg`Payment`,
};

export function UnsyncedChanges({ ownerId }: { ownerId: number }) {
  const { i18n } = useLingui();
  const db = useDatabase();
  // Counted, not read: while hundreds of changes drain, this re-runs after every one of them.
  const outbox = useLiveQuery(async () => {
    if (!db) return undefined;
    // A member's changes made on this tablet under another account of the desk count too.
    const members = await deskMemberIds(currentUser());
    const own = await db.outbox
      .where('[owner_id+created_at]')
      .between([ownerId, 0], [ownerId, Number.MAX_SAFE_INTEGER])
      .count();
    const all = own + (await actingEntries(db, ownerId, members).count());
    const refused = await db.outbox
      .where('state')
      .anyOf('conflict', 'failed')
      .filter(
        (entry) =>
          entry.owner_id === ownerId ||
          (entry.acting_as !== undefined && members.has(entry.acting_as)),
      )
      .sortBy('created_at');
    return { waiting: all - refused.length, refused };
  }, [db, ownerId]);
  const persistence = useStoragePersistence((state) => state.answer);
  if (!outbox || outbox.waiting + outbox.refused.length === 0) return null;
  const { waiting, refused } = outbox;
  return (
    <div className="calendar-unsynced">
      {waiting > 0 && (
        <p role="status">
          <Plural
            value={waiting}
            one="# change waiting to sync"
            other="# changes waiting to sync"
          />
        </p>
      )}
      {persistence && (
        <p className="calendar-unsynced-storage">{i18n._(STORAGE_TEXTS[persistence])}</p>
      )}
      {refused.map((entry) => {
        const label = KIND_LABELS[entry.kind];
        const what = label ? i18n._(label) : entry.kind;
        return (
          <div key={entry.id} className="alert alert-error" role="alert">
            <strong>
              <Trans>{what} was not saved.</Trans>
            </strong>{' '}
            {entry.last_error && i18n._(entry.last_error)}{' '}
            <RetryDiscard entryId={entry.id} final={isFinalRefusal(entry)} />
          </div>
        );
      })}
    </div>
  );
}
