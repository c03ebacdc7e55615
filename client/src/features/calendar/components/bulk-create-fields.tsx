// The Bulk Create pickers (docs/product/calendar.md#the-calendar-screen): days of the week, halls or teams, and time slots, each
// a group of real controls with labels (touch and keyboard). A time field offers quarter hours
// (step 900) and moves a typed time to the nearest one when it is left.

import { DEFAULT_BULK_TIME, snapToQuarterHour } from '@baraat/shared/domain/slot-times';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { Trans, useLingui } from '@lingui/react/macro';
import { listOf, type TimeSlot, timesOf, timesText, WEEKDAYS, weekdayName } from '../bulk-pattern';

function toggled(list: string, value: string, on: boolean) {
  const rest = listOf(list).filter((item) => item !== value);
  return (on ? [...rest, value] : rest).join(',');
}

export function DayPicker({ days, onChange }: { days: string; onChange: (days: string) => void }) {
  const chosen = new Set(listOf(days));
  return (
    <fieldset className="bulk-choices">
      <legend>
        <Trans>Days</Trans>
      </legend>
      {WEEKDAYS.map((day) => (
        <label key={day} className="bulk-choice">
          <input
            type="checkbox"
            checked={chosen.has(String(day))}
            onChange={(event) => onChange(toggled(days, String(day), event.target.checked))}
          />
          {weekdayName(day)}
        </label>
      ))}
    </fieldset>
  );
}

export function HallPicker({
  workers,
  isHall,
  chosen,
  onChange,
}: {
  workers: CalendarWorker[];
  isHall: boolean;
  chosen: string;
  onChange: (workers: string) => void;
}) {
  const { t } = useLingui();
  const picked = new Set(listOf(chosen));
  return (
    <fieldset className="bulk-choices">
      <legend>{isHall ? t`Halls` : t`Teams`}</legend>
      {workers.length === 0 && (
        <p className="muted">
          {isHall ? (
            <Trans>No halls yet: add one in the Halls tab.</Trans>
          ) : (
            <Trans>No teams yet: add one in the Workers tab.</Trans>
          )}
        </p>
      )}
      {workers.map((worker) => (
        <label key={worker.worker_id} className="bulk-choice">
          <input
            type="checkbox"
            checked={picked.has(String(worker.worker_id))}
            onChange={(event) =>
              onChange(toggled(chosen, String(worker.worker_id), event.target.checked))
            }
          />
          {worker.name}
        </label>
      ))}
    </fieldset>
  );
}

export function TimeSlots({
  times,
  error,
  onChange,
}: {
  times: string;
  error: string | undefined;
  onChange: (times: string) => void;
}) {
  const { t } = useLingui();
  const slots = timesOf(times);
  const change = (index: number, next: Partial<TimeSlot>) =>
    onChange(timesText(slots.map((slot, i) => (i === index ? { ...slot, ...next } : slot))));
  // Every time is marked with the group's message: the first takes the focus.
  const invalid = error
    ? { 'aria-invalid': true as const, 'aria-describedby': 'bulk-times-error' }
    : {};
  const snap = (index: number, field: keyof TimeSlot) => {
    const typed = slots[index]![field];
    if (snapToQuarterHour(typed) !== typed) change(index, { [field]: snapToQuarterHour(typed) });
  };
  return (
    <fieldset className="bulk-times" aria-describedby={error ? 'bulk-times-error' : undefined}>
      <legend>
        <Trans>Time slots</Trans>
      </legend>
      {slots.map((slot, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a time slot is known by its place
          <div key={index} className="bulk-time">
            <label>
              <Trans>Start {number}</Trans>
              <input
                type="time"
                step={900}
                value={slot.start_time}
                {...invalid}
                onChange={(event) => change(index, { start_time: event.target.value })}
                onBlur={() => snap(index, 'start_time')}
              />
            </label>
            <label>
              <Trans>End {number}</Trans>
              <input
                type="time"
                step={900}
                value={slot.end_time}
                {...invalid}
                onChange={(event) => change(index, { end_time: event.target.value })}
                onBlur={() => snap(index, 'end_time')}
              />
            </label>
            {slots.length > 1 && (
              <button
                type="button"
                className="button button-secondary"
                aria-label={t`Remove time slot ${number}`}
                onClick={() => onChange(timesText(slots.filter((_, i) => i !== index)))}
              >
                <Trans>Remove</Trans>
              </button>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange(timesText([...slots, { ...DEFAULT_BULK_TIME }]))}
      >
        <Trans>Add time slot</Trans>
      </button>
      {error && (
        <p id="bulk-times-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
