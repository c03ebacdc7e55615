// The walk-in wedding form's values (docs/product/weddings.md#the-owner-answers): the family's
// details and title, and 1 to 7 events, each with its day and times or an open slot, its hall
// or team, event type, people and package. What is sent is read with the shared
// walkInWeddingSchema; what it cannot know (today's date rules, the hall's capacity, the
// package's most guests) is checked here from the device's copy, each message keyed by its
// field (`events.1.date` for the second event's day).

import { addDays } from '@baraat/shared/domain/dates';
import { peopleLimit } from '@baraat/shared/domain/people';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import { DEFAULT_SLOT_TIME } from '@baraat/shared/domain/slot-times';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import type { WalkInWeddingInput } from '@baraat/shared/schemas/walkin-weddings';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { WEDDING_EVENTS_MAX } from '@baraat/shared/schemas/weddings';
import type { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { timeProblems } from '../api/check-on-device';

export interface EventValues {
  /** React's key: stays with the event when an earlier one is removed. */
  key: number;
  event_type_id: string;
  date: string;
  /** An open slot taken instead of new times, or ''. */
  slot_id: string;
  start_time: string;
  end_time: string;
  worker_id: string;
  number_of_people: string;
  package_id: string;
}

export interface WeddingValues {
  title: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  description: string;
  events: EventValues[];
}

/** The mehndi, the baraat and the walima fall on consecutive days as a rule: each new event
 * starts the day after the one before it. */
export function newEvent(key: number, date: string, halls: CalendarWorker[]): EventValues {
  return {
    key,
    event_type_id: '',
    date,
    slot_id: '',
    start_time: DEFAULT_SLOT_TIME.start_time,
    end_time: DEFAULT_SLOT_TIME.end_time,
    // With one hall or team, it is the only answer, so it is chosen already.
    worker_id: halls.length === 1 ? String(halls[0]!.worker_id) : '',
    number_of_people: '1',
    package_id: '',
  };
}

export const nextEventDate = (events: EventValues[], fallback: string) => {
  const last = events[events.length - 1]?.date;
  return last ? addDays(last, 1) : fallback;
};

export const canAddEvent = (events: EventValues[]) => events.length < WEDDING_EVENTS_MAX;

/** What the form sends: the shared schema's input. */
export function weddingPayload(values: WeddingValues): WalkInWeddingInput {
  return {
    title: values.title,
    customer_name: values.customer_name,
    customer_phone: values.customer_phone,
    customer_email: values.customer_email,
    description: values.description,
    events: values.events.map((event) => ({
      event_type_id: event.event_type_id ? Number(event.event_type_id) : null,
      worker_id: event.worker_id,
      number_of_people: event.number_of_people,
      package_id: event.package_id ? Number(event.package_id) : null,
      // An open slot is named by its id; its times are the server's to keep.
      ...(event.slot_id
        ? { slot_id: Number(event.slot_id) }
        : {
            date: event.date || undefined,
            start_time: event.start_time || undefined,
            end_time: event.end_time || undefined,
          }),
    })),
  };
}

export type WeddingErrors = Record<string, string>;

/** The schema's messages keyed by field: `title`, or `events.{i}.{field}` for an event's. */
export function schemaErrors(issues: readonly z.core.$ZodIssue[]): WeddingErrors {
  const errors: WeddingErrors = {};
  for (const issue of issues) {
    const [first, index, field] = issue.path;
    const key =
      first === 'events' && typeof index === 'number'
        ? `events.${index}.${String(field ?? 'event_type_id')}`
        : String(first ?? '');
    // The shared schema's texts, translated by their English source.
    errors[key] ??= i18n._(issue.message);
  }
  return errors;
}

export interface DeviceLimits {
  today: string;
  halls: CalendarWorker[];
  packages: Package[] | undefined;
}

const hallOf = (event: EventValues, halls: CalendarWorker[]) =>
  halls.find((hall) => String(hall.worker_id) === event.worker_id);
export const packageOf = (event: EventValues, packages: Package[] | undefined) =>
  packages?.find((p) => String(p.package_id) === event.package_id);

/** The most people an event may hold: its hall's capacity and its package's most guests. */
export const eventPeopleLimit = (event: EventValues, limits: DeviceLimits) =>
  peopleLimit(
    { resource: hallOf(event, limits.halls), package: packageOf(event, limits.packages) },
    undefined,
    i18n._,
  );

/** What the schema cannot tell: an event type, the dates against today, the people limit. */
export function deviceErrors(values: WeddingValues, limits: DeviceLimits): WeddingErrors {
  const errors: WeddingErrors = {};
  values.events.forEach((event, index) => {
    const at = `events.${index}.`;
    if (!event.event_type_id) errors[`${at}event_type_id`] = i18n._(WALKIN_TEXTS.required);
    if (!event.slot_id) {
      for (const [field, text] of Object.entries(timeProblems(event, limits.today))) {
        errors[at + field] = text;
      }
    }
    const limit = eventPeopleLimit(event, limits);
    if (Number(event.number_of_people) > limit.max) errors[`${at}number_of_people`] = limit.text;
  });
  return errors;
}

/** One event's total by the one pricing rule (0 without a package). */
export const eventTotal = (event: EventValues, packages: Package[] | undefined) =>
  bookingTotal(packageOf(event, packages), Number(event.number_of_people) || 1);

export const weddingTotal = (events: EventValues[], packages: Package[] | undefined) =>
  events.reduce((sum, event) => sum + eventTotal(event, packages), 0);
