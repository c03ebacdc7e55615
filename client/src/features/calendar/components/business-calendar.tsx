// The owner's calendar (002 §2.7; issue 11): the month drawn from the device's copy, brought
// up to date by a delta pull when it opens and every 30 s while shown. With no signal it shows
// what the device holds and says when it last synced.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { startOutboxRunner } from '@/lib/outbox-runner';
// Each outbox kind registers its handler when imported: the drainer started here must know
// them even when the modal that queues them was never opened in this tab.
import '../api/accept-booking';
import '../api/block-slot';
import '../api/decline-booking';
import '../api/delete-slot';
import { pullCalendar } from '../api/pull-calendar';
import { useCalendarMonth } from '../api/use-calendar-month';
import {
  CALENDAR_EVENT_TYPES,
  type CalendarEvent,
  EVENT_LABELS,
  monthCells,
  monthOf,
  shiftMonth,
} from '../calendar-month';
import { MonthView } from './month-view';
import { UnsyncedChanges } from './unsynced-changes';

const loadEventDetails = () => import('./event-details');
const loadBulkCreate = () => import('./bulk-create');
const EventDetails = lazy(loadEventDetails);
const BulkCreate = lazy(loadBulkCreate);

const MONTH_TITLE = new Intl.DateTimeFormat('en-PK', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const SYNCED_AT = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
const REFRESH_MS = 30_000;

type SyncStatus = 'syncing' | 'synced' | 'failed';

export function BusinessCalendar({ ownerId }: { ownerId: number }) {
  const today = todayInPakistan();
  const [month, setMonth] = useState(monthOf(today));
  const [selected, setSelected] = useState(today);
  const [status, setStatus] = useState<SyncStatus>('syncing');
  const [attempt, setAttempt] = useState(0);
  const { events, syncedAt } = useCalendarMonth(ownerId, month);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  useEffect(() => {
    let stopped = false;
    // A Try Again says so at once; the first pull starts as 'syncing'.
    if (attempt > 0) setStatus('syncing');
    const pull = () => {
      if (document.visibilityState === 'hidden') return;
      pullCalendar(ownerId).then(
        () => !stopped && setStatus('synced'),
        () => !stopped && setStatus('failed'),
      );
    };
    pull();
    const timer = setInterval(pull, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ownerId, attempt]);

  // The changes made here reach the server whenever there is signal, in the order made.
  useEffect(() => startOutboxRunner(), []);
  // The modals' code is fetched once the month shows, so they open when the signal has gone.
  useEffect(() => {
    void Promise.all([loadEventDetails(), loadBulkCreate()]).catch(() => undefined);
  }, []);

  const go = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    setSelected(next.slice(0, 7) === today.slice(0, 7) ? today : next);
  };
  const neverSynced = syncedAt === null;

  return (
    <section className="business-calendar" aria-labelledby="calendar-title">
      <div className="toolbar">
        <h2 id="calendar-title">{MONTH_TITLE.format(new Date(`${month}T00:00:00Z`))}</h2>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => go(-1)}>
            Previous
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setMonth(monthOf(today));
              setSelected(today);
            }}
          >
            Today
          </button>
          <button type="button" className="button button-secondary" onClick={() => go(1)}>
            Next
          </button>
          <button type="button" className="button" onClick={() => setBulkOpen(true)}>
            Bulk Create
          </button>
        </div>
      </div>
      <p className="muted calendar-sync" role="status">
        {status === 'syncing' && 'Syncing…'}
        {status !== 'syncing' && syncedAt ? `Last synced ${SYNCED_AT.format(syncedAt)}` : null}
      </p>
      {status === 'failed' && neverSynced && (
        <RetryAlert onRetry={() => setAttempt((n) => n + 1)}>
          Failed to load calendar data
        </RetryAlert>
      )}
      {status === 'failed' && !neverSynced && (
        <OfflineNotice>Offline — showing the calendar saved on this device</OfflineNotice>
      )}
      <UnsyncedChanges ownerId={ownerId} />
      <ul className="calendar-legend" aria-label="Legend">
        {CALENDAR_EVENT_TYPES.map((type) => (
          <li key={type}>
            <span className={`calendar-dot calendar-dot-${type}`} aria-hidden="true" />
            {EVENT_LABELS[type]}
          </li>
        ))}
      </ul>
      {events === undefined || (neverSynced && status === 'syncing') ? (
        <Spinner />
      ) : (
        <MonthView
          cells={monthCells(month, events, today)}
          selected={selected}
          onSelect={setSelected}
          onOpen={setOpenEvent}
        />
      )}
      <Suspense fallback={null}>
        {openEvent && (
          <EventDetails ownerId={ownerId} event={openEvent} onClose={() => setOpenEvent(null)} />
        )}
        {bulkOpen && <BulkCreate ownerId={ownerId} onClose={() => setBulkOpen(false)} />}
      </Suspense>
    </section>
  );
}
