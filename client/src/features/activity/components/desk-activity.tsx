// The desk's Activity (docs/product/accounts.md#the-activity-list): who did what, newest first,
// kept to one person and one day if the owner or the manager asks.
import { ACTIVITY_TEXTS, ACTIVITY_WORDS, deskMoment } from '@baraat/shared/domain/desk-activity';
import { personName } from '@baraat/shared/domain/names';
import type { DeskActivity as Line } from '@baraat/shared/schemas/desk-activity';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useDeskStaff } from '@/lib/desk-staff';
import { useSessionStore } from '@/lib/session';
import { type ActivityFilter, useActivity } from '../api/get-activity';

interface Person {
  id: number;
  name: string;
}

/** The people the list may be kept to: whoever is signed in, the staff, and anyone it names. */
function usePeople(lines: readonly Line[] | undefined, businessId: number): Person[] {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const staff = useDeskStaff(businessId);
  const people = new Map<number, string>();
  if (user) people.set(user.user_id, user.staff?.name ?? personName(user));
  for (const member of staff.data ?? []) people.set(member.user_id, member.name);
  for (const line of lines ?? []) people.set(line.who.id, line.who.name);
  return [...people].map(([id, name]) => ({ id, name }));
}

function ActivityLine({ line }: { line: Line }) {
  const { i18n } = useLingui();
  // Who did it, as activityWho (shared/domain/desk-activity.ts) words it, in the reader's language.
  const who = <bdi translate="no">{line.who.name}</bdi>;
  const deviceName = line.device?.name;
  const device = deviceName && <bdi translate="no">{deviceName}</bdi>;
  // The summary was written when the change was made, opening with its kind's words: those are
  // read in the reader's language; the details (names, times) stay as written.
  const words = ACTIVITY_WORDS[line.kind];
  const summary = line.summary.startsWith(words) ? (
    <>
      {i18n._(words)}
      <bdi translate="no">{line.summary.slice(words.length)}</bdi>
    </>
  ) : (
    <bdi translate="no">{line.summary}</bdi>
  );
  return (
    <li className="activity-line">
      <p className="activity-summary">{summary}</p>
      <p className="muted">
        {device ? (
          <Trans>
            by {who} on {device}'s device
          </Trans>
        ) : (
          <Trans>by {who}</Trans>
        )}{' '}
        · <time dateTime={line.created_at}>{deskMoment(line.created_at)}</time>
      </p>
    </li>
  );
}

export function DeskActivity({ businessId }: { businessId: number }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ActivityFilter>({ userId: null, date: null });
  const activity = useActivity(filter);
  const lines = activity.data?.pages.flat();
  const people = usePeople(lines, businessId);

  return (
    <section className="desk-activity" aria-labelledby="desk-activity-title">
      <h2 id="desk-activity-title">
        <Trans>Activity</Trans>
      </h2>
      <div className="toolbar activity-filters">
        <label className="inline-select">
          <Trans>Person</Trans>
          <select
            value={filter.userId ?? ''}
            onChange={(event) =>
              setFilter({
                ...filter,
                userId: event.target.value ? Number(event.target.value) : null,
              })
            }
          >
            <option value="">{i18n._(ACTIVITY_TEXTS.everyone)}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={t`Day`}
          value={filter.date ?? ''}
          onChange={(event) => setFilter({ ...filter, date: event.target.value || null })}
        />
      </div>
      {activity.status === 'pending' && <Spinner label={i18n._(ACTIVITY_TEXTS.loading)} />}
      {activity.status === 'error' && (
        <RetryAlert onRetry={() => void activity.refetch()}>
          {i18n._(ACTIVITY_TEXTS.failed)}
        </RetryAlert>
      )}
      {lines?.length === 0 && <p className="muted">{i18n._(ACTIVITY_TEXTS.empty)}</p>}
      {lines && lines.length > 0 && (
        <ul className="activity-list" aria-label={t`Activity`}>
          {lines.map((line) => (
            <ActivityLine key={line.activity_id} line={line} />
          ))}
        </ul>
      )}
      {activity.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {i18n._(ACTIVITY_TEXTS.more)}
        </button>
      )}
    </section>
  );
}
