// What Bulk Create will make, shown before sending (docs/product/calendar.md#bulk-create), and what it made:
// the slots created and those skipped, each with the server's reason.
import {
  comma,
  formatDate,
  formatDateWithTimes,
  formatTimeRange,
} from '@baraat/shared/domain/format';
import type { BulkPattern, BulkSlotsResponse } from '@baraat/shared/schemas/slots';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { bulkSummary, WEEKDAYS, weekdayName } from '../bulk-pattern';

export function BulkSummary({
  pattern,
  names,
}: {
  pattern: BulkPattern;
  names: Map<number, string>;
}) {
  const { t } = useLingui();
  const { dates, count } = bulkSummary(pattern);
  const days = WEEKDAYS.filter((day) => pattern.days.includes(day))
    .map(weekdayName)
    .join(comma());
  const dayCount = dates.length;
  const from = formatDate(pattern.start_date);
  const to = formatDate(pattern.end_date);
  // Up to 2000 slots: the count is written as it is, not grouped ("1500 slots").
  return (
    <section className="bulk-summary" aria-labelledby="bulk-summary-title" aria-live="polite">
      <h3 id="bulk-summary-title">
        {t`Summary: ${plural(count, { one: `${count} slot`, other: `${count} slots` })}`}
      </h3>
      <ul>
        <li>
          {t`${plural(dayCount, { one: '# day', other: '# days' })} (${days}) from ${from} to ${to}`}
        </li>
        <li>{pattern.worker_ids.map((id) => names.get(id) ?? `#${id}`).join(comma())}</li>
        <li>
          {pattern.time_slots
            .map((time) => formatTimeRange(time.start_time, time.end_time))
            .join(comma())}
        </li>
      </ul>
      {count === 0 && (
        <p className="muted">
          <Trans>None of the chosen days falls in these dates.</Trans>
        </p>
      )}
    </section>
  );
}

export function BulkResult({
  result,
  names,
  onDone,
}: {
  result: BulkSlotsResponse;
  names: Map<number, string>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const created = result.created;
  const skipped = result.skipped.length;
  return (
    <div className="bulk-result">
      <p role="status">
        {t`${plural(created, { one: `${created} slot created.`, other: `${created} slots created.` })}`}
      </p>
      {skipped > 0 && (
        <>
          <h3>{t`${plural(skipped, { one: '# slot skipped', other: '# slots skipped' })}`}</h3>
          <ul>
            {result.skipped.map((skip) => (
              <li key={`${skip.date}-${skip.start_time}-${skip.worker_id}`}>
                {formatDateWithTimes(skip.date, skip.start_time, skip.end_time)}
                {skip.worker_id ? ` ${names.get(skip.worker_id) ?? ''}` : ''}: {skip.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
