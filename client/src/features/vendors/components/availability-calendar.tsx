import { todayInPakistan } from '@baraat/shared/domain/dates';
import {
  formatDate,
  formatDateWithTimes,
  formatMonth,
  formatTimeRange,
} from '@baraat/shared/domain/format';
import { slotNames } from '@baraat/shared/domain/slot-labels';
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { written } from '@/lib/written';
import { monthCells, monthOf, shiftMonth } from '../calendar-grid';

const WEEKDAYS = [
  ['mon', msg`Mon`],
  ['tue', msg`Tue`],
  ['wed', msg`Wed`],
  ['thu', msg`Thu`],
  ['fri', msg`Fri`],
  ['sat', msg`Sat`],
  ['sun', msg`Sun`],
] as const;

/** Dates with open slots, by month; choosing a date lists its times (docs/product/discovery.md#the-customer-screens). */
interface AvailabilityCalendarProps {
  slots: VendorSlot[];
  /** Offered next to each open time: start booking it. */
  onBook?: (slot: VendorSlot) => void;
}

/**
 * Where the calendar's last week and the chosen day's times are on screen: the part a person
 * reads last and books from, which a floating button must not cover (`root`: the calendar's box).
 */
export function calendarFoot(root: HTMLElement): DOMRect | null {
  const days = root.querySelectorAll('.availability-calendar-day');
  const lastWeek = days[days.length - 7];
  if (!lastWeek) return null;
  const box = root.getBoundingClientRect();
  const top = lastWeek.getBoundingClientRect().top;
  return new DOMRect(box.left, top, box.width, box.bottom - top);
}

export function AvailabilityCalendar({ slots, onBook }: AvailabilityCalendarProps) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const byDate = useMemo(() => {
    const map = new Map<string, VendorSlot[]>();
    for (const slot of slots) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    return map;
  }, [slots]);
  const firstOpen = slots.find((slot) => slot.is_available)?.date;
  const [month, setMonth] = useState(monthOf(firstOpen ?? today));
  const [chosen, setChosen] = useState<string | undefined>(firstOpen);

  const open = (date: string) => (byDate.get(date) ?? []).some((slot) => slot.is_available);
  const times = chosen ? (byDate.get(chosen) ?? []) : [];
  const chosenDay = chosen ? formatDate(chosen) : '';

  return (
    <div className="availability-calendar">
      <div className="availability-calendar-head">
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t`Previous month`}
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <strong aria-live="polite">{formatMonth(month)}</strong>
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t`Next month`}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <div className="availability-calendar-grid">
        {WEEKDAYS.map(([key, day]) => (
          <span key={key} className="availability-calendar-weekday" aria-hidden="true">
            {i18n._(day)}
          </span>
        ))}
        {monthCells(month).map((date) => {
          const inMonth = monthOf(date) === month;
          const available = date >= today && open(date);
          const day = formatDate(date);
          return (
            <button
              key={date}
              type="button"
              className={`availability-calendar-day${inMonth ? '' : ' outside'}${available ? ' available' : ''}${chosen === date ? ' chosen' : ''}`}
              disabled={!available}
              aria-label={available ? t`${day}, has open times` : day}
              aria-pressed={chosen === date}
              onClick={() => setChosen(date)}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
      {chosen && times.length > 0 && (
        <ul className="slot-list" aria-label={t`Times on ${chosenDay}`}>
          {times.map((slot) => {
            const names = slotNames(slot);
            // slotChoiceLabel's words, the names as their owner wrote them (isolated).
            const when = [
              formatDateWithTimes(slot.date, slot.start_time, slot.end_time),
              names && written(names),
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={slot.slot_id} className={slot.is_available ? 'open' : 'taken'}>
                {/* One line of text that wraps between its words, beside the button. */}
                <span className="slot-when">
                  {formatTimeRange(slot.start_time, slot.end_time)}
                  {names && (
                    <>
                      {' · '}
                      <bdi>{names}</bdi>
                    </>
                  )}{' '}
                  · {slot.is_available ? t`Available` : t`Booked`}
                </span>
                {slot.is_available && onBook && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onBook(slot)}
                    aria-label={t`Book ${when}`}
                  >
                    <Trans>Book</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!firstOpen && (
        <p className="muted">
          <Trans>No open dates in the next two months.</Trans>
        </p>
      )}
    </div>
  );
}
