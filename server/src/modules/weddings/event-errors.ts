// A refusal of one event of a wedding names that event and its slot
// (docs/product/weddings.md#a-wedding-groups-events): the single booking's (or walk-in's, or
// acceptance's) status and reason, its text prefixed "Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): ", a
// field's path under `events.<i>`.
import { fill, tx } from '@baraat/shared/i18n/text';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import { weddingEventText } from '@baraat/shared/schemas/weddings';
import type { Step } from '../../db/engine';
import { AppError, fieldError } from '../../http/errors';
import { weddingWritesRepo as writes } from './write-repo';

export interface NamedEvent {
  /** Its place in the request's `events` (none for an event the request left out). */
  index: number | null;
  name: string;
  slot?: { date: string; start_time: string; end_time: string } | undefined;
}

/** "Event 2" for an event without a type. */
export const eventName = (name: string | null | undefined, index: number) =>
  name ?? `Event ${index + 1}`;

/** An event's name, read from its event type (refused on its path when there is none such). */
export function* nameOf(index: number, eventTypeId: number | null | undefined): Step<string> {
  if (!eventTypeId) return eventName(null, index);
  const typeName = yield* writes.eventTypeName(eventTypeId);
  const name = eventName(typeName, index);
  if (typeName === undefined) {
    throw eventError(fieldError('body', 'event_type_id', BOOKING_ERRORS.eventTypeNotFound), {
      index,
      name,
    });
  }
  return name;
}

const named = (event: NamedEvent, reason: string) =>
  event.slot
    ? weddingEventText(event.name, event.slot, reason)
    : fill(tx('{event}: {reason}'), { event: event.name, reason });

/** Where an issue of the event's lies: under its place in the request's `events`. */
const placed = (event: NamedEvent, loc: readonly (string | number)[]) => [
  loc[0] ?? 'body',
  'events',
  ...(event.index === null ? [] : [event.index]),
  ...loc.slice(1),
];

const placedIssues = (issues: readonly ValidationIssue[], event: NamedEvent) =>
  issues.map((issue) => ({
    ...issue,
    loc: placed(event, issue.loc),
    msg: named(event, issue.msg),
  }));

/** A refusal of one event as the issues of a list (docs/product/weddings.md#accept-all): a
 * field's issue under the event's place, a sentence on `field` there; each text names it. */
export function eventIssues(error: AppError, event: NamedEvent, field: string): ValidationIssue[] {
  if (typeof error.detail === 'string') {
    return [
      {
        loc: placed(event, ['body', field]),
        msg: named(event, error.detail),
        type: error.status === 409 ? 'conflict' : 'value_error',
      },
    ];
  }
  return placedIssues(error.detail, event);
}

/** The error an event's step threw, told of that event; anything else as it is. */
export function eventError(error: unknown, event: NamedEvent): unknown {
  if (!(error instanceof AppError)) return error;
  if (typeof error.detail === 'string') {
    return new AppError(error.status, named(event, error.detail), error.headers);
  }
  return new AppError(error.status, placedIssues(error.detail, event), error.headers);
}

/** Runs one event's step; its refusal names the event. */
export function* forEvent<T>(event: NamedEvent, step: Step<T>): Step<T> {
  try {
    return yield* step;
  } catch (error) {
    throw eventError(error, event);
  }
}
