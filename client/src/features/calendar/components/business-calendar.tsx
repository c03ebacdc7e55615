// The owner's calendar (docs/product/calendar.md#the-calendar-screen): month, week and day drawn from the device's copy,
// brought up to date by a delta pull when it opens, every 30 s while shown and when the
// connection returns. Offline it shows what the device holds and says when it last synced.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDateTime } from '@baraat/shared/domain/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { lazyOffline } from '@/components/feedback/lazy-offline';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/connection';
import { onOutboxSent } from '@/lib/outbox-runner';
import { useAfterDelay } from '@/lib/use-after-delay';
import { pullCalendar } from '../api/pull-calendar';
import { useCalendarRange } from '../api/use-calendar-range';
import {
  CALENDAR_EVENT_TYPES,
  type CalendarEvent,
  monthCells,
  monthOf,
  shiftMonth,
} from '../calendar-month';
import { type CalendarView, shiftDate, viewRange, viewTitle } from '../calendar-week';
import { EVENT_LABELS } from '../event-labels';
import { CalendarWrites, preloadWriteForms, type WriteForm } from './calendar-writes';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { UnsyncedChanges } from './unsynced-changes';
import { ViewSwitch } from './view-switch';
import { WeekView } from './week-view';

const loadEventDetails = () => import('./event-details');
const loadBulkCreate = () => import('./bulk-create');
const EventDetails = lazyOffline(loadEventDetails);
const BulkCreate = lazyOffline(loadBulkCreate);

/**
 * The popups' and forms' code is fetched this long after the calendar shows: off the first
 * paint's way (offline, from the service worker, it would compete with the month's own code
 * and reads), yet early enough that they open when the signal has gone.
 */
const POPUPS_AFTER_MS = 500;
function preloadPopups(): void {
  preloadWriteForms();
  void Promise.all([loadEventDetails(), loadBulkCreate()]).catch(() => undefined);
}

const REFRESH_MS = 30_000;

type SyncStatus = 'syncing' | 'synced' | 'failed';

/** `cityId`: the business's city, whose function hours the new-slot forms warn of. */
export function BusinessCalendar({ ownerId, cityId }: { ownerId: number; cityId: number }) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const [month, setMonth] = useState(monthOf(today));
  const [selected, setSelected] = useState(today);
  const [status, setStatus] = useState<SyncStatus>('syncing');
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<CalendarView>('month');
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  // The month view keeps its own month (a day chosen in the grid's edge does not turn the
  // page); the week and the day are those of the chosen date.
  const shown = view === 'month' ? month : selected;
  const range = viewRange(view, shown);
  const { events, syncedAt } = useCalendarRange(ownerId, range.from, range.to);
  const [writing, setWriting] = useState<WriteForm | null>(null);
  useAfterDelay(true, POPUPS_AFTER_MS, preloadPopups);
  const [bulkOpen, setBulkOpen] = useState(false);
  const online = useOnline();

  // Pulls at once whenever the connection comes back (or goes: the pull then fails fast).
  // biome-ignore lint/correctness/useExhaustiveDependencies: online starts a pull when it changes
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
  }, [ownerId, attempt, online]);

  // The app's drainer sends the changes made here; once acknowledged, pull the server's truth.
  useEffect(() => onOutboxSent(() => void pullCalendar(ownerId).catch(() => undefined)), [ownerId]);

  const go = (by: number) => {
    if (view !== 'month') return setSelected(shiftDate(view, selected, by));
    const next = shiftMonth(month, by);
    setMonth(next);
    setSelected(next.slice(0, 7) === today.slice(0, 7) ? today : next);
  };
  const neverSynced = syncedAt === null;
  const lastSynced = syncedAt ? formatDateTime(syncedAt, { dense: true }) : null;

  return (
    <section className="business-calendar" aria-labelledby="calendar-title">
      <div className="toolbar">
        <h2 id="calendar-title">{viewTitle(view, shown)}</h2>
        <ViewSwitch
          view={view}
          onChange={(next) => {
            if (next === 'month') setMonth(monthOf(selected));
            setView(next);
          }}
        />
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => go(-1)}>
            <Trans>Previous</Trans>
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setMonth(monthOf(today));
              setSelected(today);
            }}
          >
            <Trans>Today</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={() => go(1)}>
            <Trans>Next</Trans>
          </button>
          <button type="button" className="button" onClick={() => setWriting({ kind: 'slot' })}>
            <Trans>Add Slot</Trans>
          </button>
          <button type="button" className="button" onClick={() => setWriting({ kind: 'walkin' })}>
            <Trans>Walk-in</Trans>
          </button>
          <button type="button" className="button" onClick={() => setWriting({ kind: 'wedding' })}>
            <Trans>Walk-in wedding</Trans>
          </button>
          <button type="button" className="button" onClick={() => setBulkOpen(true)}>
            <Trans>Bulk Create</Trans>
          </button>
        </div>
      </div>
      <p className="muted calendar-sync" role="status">
        {status === 'syncing' && t`Syncing…`}
        {status !== 'syncing' && lastSynced ? t`Last synced ${lastSynced}` : null}
      </p>
      {status === 'failed' && neverSynced && (
        <RetryAlert onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>Failed to load calendar data</Trans>
        </RetryAlert>
      )}
      {!online && !neverSynced && (
        <OfflineNotice>{t`Offline — showing the calendar saved on this device`}</OfflineNotice>
      )}
      <UnsyncedChanges ownerId={ownerId} />
      <ul className="calendar-legend" aria-label={t`Legend`}>
        {CALENDAR_EVENT_TYPES.map((type) => (
          <li key={type}>
            <span className={`calendar-dot calendar-dot-${type}`} aria-hidden="true" />
            {i18n._(EVENT_LABELS[type])}
          </li>
        ))}
      </ul>
      {events === undefined || (neverSynced && status === 'syncing') ? (
        <Spinner />
      ) : view === 'week' ? (
        <WeekView
          date={selected}
          events={events}
          today={today}
          onOpen={setOpenEvent}
          onShowDay={(date) => {
            setSelected(date);
            setView('day');
          }}
        />
      ) : view === 'day' ? (
        <DayView date={selected} events={events} today={today} onOpen={setOpenEvent} />
      ) : (
        <MonthView
          cells={monthCells(month, events, today)}
          selected={selected}
          onSelect={setSelected}
          onOpen={setOpenEvent}
        />
      )}
      {writing && (
        <CalendarWrites
          form={writing}
          ownerId={ownerId}
          cityId={cityId}
          date={selected}
          onClose={() => setWriting(null)}
        />
      )}
      <Suspense fallback={null}>
        {openEvent && (
          <EventDetails
            ownerId={ownerId}
            event={openEvent}
            onClose={() => setOpenEvent(null)}
            onConvertToWalkIn={(slot) => {
              setOpenEvent(null);
              setWriting({ kind: 'walkin', slot });
            }}
          />
        )}
        {bulkOpen && (
          <BulkCreate ownerId={ownerId} cityId={cityId} onClose={() => setBulkOpen(false)} />
        )}
      </Suspense>
    </section>
  );
}
