// What Bulk Create will make, shown before sending (docs/product/calendar.md#bulk-create), and what it made:
// the slots created and those skipped, each with the server's reason.
import { formatDate, formatDateWithTimes, formatTimeRange } from '@baraat/shared/domain/format';
import type { BulkPattern, BulkSlotsResponse } from '@baraat/shared/schemas/slots';
import { bulkSummary, WEEKDAYS } from '../bulk-pattern';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function BulkSummary({
  pattern,
  names,
}: {
  pattern: BulkPattern;
  names: Map<number, string>;
}) {
  const { dates, count } = bulkSummary(pattern);
  const days = WEEKDAYS.filter(([day]) => pattern.days.includes(day)).map(([, label]) => label);
  return (
    <section className="bulk-summary" aria-labelledby="bulk-summary-title" aria-live="polite">
      <h3 id="bulk-summary-title">Summary: {plural(count, 'slot')}</h3>
      <ul>
        <li>
          {plural(dates.length, 'day')} ({days.join(', ')}) from {formatDate(pattern.start_date)} to{' '}
          {formatDate(pattern.end_date)}
        </li>
        <li>{pattern.worker_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}</li>
        <li>
          {pattern.time_slots
            .map((time) => formatTimeRange(time.start_time, time.end_time))
            .join(', ')}
        </li>
      </ul>
      {count === 0 && <p className="muted">None of the chosen days falls in these dates.</p>}
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
  return (
    <div className="bulk-result">
      <p role="status">{plural(result.created, 'slot')} created.</p>
      {result.skipped.length > 0 && (
        <>
          <h3>{plural(result.skipped.length, 'slot')} skipped</h3>
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
          Done
        </button>
      </div>
    </div>
  );
}
