// The header's sync status for an owner (docs/product/offline.md#what-the-screens-show): in a word
// beside the icon, Offline, how many changes wait or Synced; and in its name how many changes
// have not reached the server — refused ones counted and marked — when the device last
// synced, and, once the browser was asked to keep the outbox (lib/outbox-storage.ts), whether
// it agreed.
// A lazy chunk: it reads Dexie, which the first download never carries.
import { dateOfMoment, formatClock, formatDateTime } from '@baraat/shared/domain/format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
import { calendarSyncKey } from '@/features/calendar/api/pull-calendar';
import { useOnline } from '@/lib/connection';
import { outboxSyncKey } from '@/lib/outbox-runner';
import { STORAGE_TEXTS, useStoragePersistence } from '@/lib/outbox-storage';
import { useDatabase } from '@/lib/use-database';

/**
 * "Last synced" and its time as siblings after the hidden summary, so the header never
 * answers a page's own search for its "Last synced …" line.
 */
function LastSynced({ at }: { at: number }) {
  if (!at) {
    return (
      <span className="sync-status-time">
        <Trans>Not synced yet</Trans>
      </span>
    );
  }
  const sameDay = dateOfMoment(at) === dateOfMoment(Date.now());
  return (
    <>
      <span className="sync-status-time">
        <Trans>Last synced</Trans>
      </span>{' '}
      <time className="sync-status-time" dateTime={new Date(at).toISOString()}>
        {sameDay ? formatClock(at) : formatDateTime(at, { dense: true })}
      </time>
    </>
  );
}

function SyncIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5M3 21v-5h5" />
    </svg>
  );
}

export default function SyncStatus({ ownerId }: { ownerId: number }) {
  const db = useDatabase();
  const status = useLiveQuery(async () => {
    if (!db) return undefined;
    const entries = await db.outbox
      .where('[owner_id+created_at]')
      .between([ownerId, -Infinity], [ownerId, Infinity])
      .toArray();
    const synced = await db.syncState.bulkGet([calendarSyncKey(ownerId), outboxSyncKey(ownerId)]);
    const refused = entries.filter(
      (entry) => entry.state === 'conflict' || entry.state === 'failed',
    );
    const times = synced.map((state) => state?.synced_at ?? 0);
    return { unsynced: entries.length, refused: refused.length, syncedAt: Math.max(...times) };
  }, [db, ownerId]);
  const { t, i18n } = useLingui();
  const persistence = useStoragePersistence((state) => state.answer);
  const online = useOnline();
  if (!status) return null;
  const { unsynced, refused, syncedAt } = status;
  const kept = persistence ? i18n._(STORAGE_TEXTS[persistence]) : '';
  const at = formatDateTime(syncedAt, { dense: true });
  const synced = syncedAt ? t`Last synced ${at}` : t`Not synced yet`;
  const when = kept ? `${synced}. ${kept}` : synced;
  const refusedWords = refused > 0 ? t`, ${refused} refused by the server` : '';
  return (
    <Link
      to={link.businessTab('calendar')}
      className={`sync-status${refused > 0 ? ' sync-status-refused' : ''}`}
      title={when}
    >
      <SyncIcon />
      {/* The word beside the icon, at every width; the link's name says as much, in full. */}
      <span className="sync-status-word" aria-hidden="true">
        {!online ? (
          t`Offline`
        ) : unsynced > 0 ? (
          <>
            <span className="sync-status-long">
              <Trans>{unsynced} unsynced</Trans>
            </span>
            <span className="sync-status-short">
              <Trans>Unsynced</Trans>
            </span>
          </>
        ) : (
          t`Synced`
        )}
      </span>
      {unsynced > 0 && (
        <span className="badge sync-status-count" aria-hidden="true">
          {unsynced > 99 ? '99+' : unsynced}
          {refused > 0 && '!'}
        </span>
      )}
      <span className="visually-hidden">
        {unsynced === 0
          ? t`All changes synced. `
          : `${plural(unsynced, { one: '# unsynced change', other: '# unsynced changes' })}${refusedWords}. `}
      </span>
      <LastSynced at={syncedAt} />
      {kept && <span className="visually-hidden">{`. ${kept}`}</span>}
      {!online && <span className="visually-hidden">{`. ${t`Offline`}`}</span>}
    </Link>
  );
}
