// The booking form's events before they are sent (docs/product/weddings.md#a-wedding-groups-events):
// one event is a single booking; two or more are a wedding, booked all or nothing. The rules the
// form keeps as the customer types: each event its own open slot, at most WEDDING_EVENTS_MAX
// events, each event's total by the one pricing rule and the wedding's running total.
import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { weddingTotal } from '@baraat/shared/domain/payment-plan';
import { bookingTotal, type PricedPackage } from '@baraat/shared/domain/pricing';
import { inEnglish, type Say } from '@baraat/shared/i18n/text';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import {
  type CreateWeddingInput,
  WEDDING_EVENTS_MAX,
  weddingEventTitle,
} from '@baraat/shared/schemas/weddings';
import { msg, t } from '@lingui/core/macro';

export interface EventDraft {
  /** Stable while events are added and removed (React's key, the error's place). */
  key: number;
  /** Null until the customer chooses a time for an added event. */
  slotId: number | null;
  eventTypeId: number;
  people: string;
  packageId: number | null;
}

/** Translated where shown. */
export const CHOOSE_SLOT = msg`Please select a time slot`;

/** The guests a total counts: the number typed, at least 1 (1 while the box is empty or wrong). */
export const guestsOf = (people: string): number => {
  const count = Number(people);
  return Number.isFinite(count) ? Math.max(1, Math.trunc(count)) : 1;
};

export const packageOf = <P extends PricedPackage & { package_id: number }>(
  packages: readonly P[],
  id: number | null,
): P | null => packages.find((p) => p.package_id === id) ?? null;

/** One event's total: its package's price by the one pricing rule; 0 without a package. */
export function eventTotal(
  draft: Pick<EventDraft, 'packageId' | 'people'>,
  packages: readonly (PricedPackage & { package_id: number })[],
): number {
  return bookingTotal(packageOf(packages, draft.packageId), guestsOf(draft.people));
}

/** The wedding's running total: the sum of its events' totals. */
export function runningTotal(
  drafts: readonly EventDraft[],
  packages: readonly (PricedPackage & { package_id: number })[],
): number {
  return weddingTotal(
    drafts.map((draft) => ({ status: 'pending' as const, total: eventTotal(draft, packages) })),
  );
}

/** A slot the customer may still choose: open, not begun, not another event's. */
export function choosableSlots(
  slots: readonly VendorSlot[],
  drafts: readonly EventDraft[],
  forKey: number,
  now: { today: string; time: string },
): VendorSlot[] {
  const taken = new Set(drafts.filter((d) => d.key !== forKey).map((d) => d.slotId));
  return slots.filter(
    (slot) =>
      slot.is_available &&
      !taken.has(slot.slot_id) &&
      (slot.date > now.today || (slot.date === now.today && slot.start_time > now.time)),
  );
}

export const canAddEvent = (drafts: readonly EventDraft[]): boolean =>
  drafts.length < WEDDING_EVENTS_MAX;

/** The event type an added event starts with: the first the wedding does not have yet. */
export function nextEventType(drafts: readonly EventDraft[]): number {
  const used = new Set(drafts.map((d) => d.eventTypeId));
  return (EVENT_TYPES.find((type) => !used.has(type.id)) ?? EVENT_TYPES[0]!).id;
}

/** An added event: no time yet, the next event type, the last event's guests and package. */
export function addedEvent(drafts: readonly EventDraft[]): EventDraft {
  const last = drafts[drafts.length - 1];
  return {
    key: Math.max(0, ...drafts.map((d) => d.key)) + 1,
    slotId: null,
    eventTypeId: nextEventType(drafts),
    people: last?.people ?? '1',
    packageId: last?.packageId ?? null,
  };
}

/** The title the wedding form starts with: "Ayesha's wedding". */
export function defaultWeddingTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? t`${name}'s wedding` : t`Our wedding`;
}

/** What POST /weddings is sent. */
export function weddingPayload(
  title: string,
  message: string,
  drafts: readonly EventDraft[],
): CreateWeddingInput {
  return {
    title,
    message,
    events: drafts.map((draft) => ({
      slot_id: draft.slotId ?? 0,
      event_type_id: draft.eventTypeId,
      number_of_people: Number(draft.people),
      package_selected_id: draft.packageId,
    })),
  };
}

export interface EventProblem {
  /** The event's field it is about (number_of_people, slot_id, ...), or "event". */
  field: string;
  message: string;
}

export interface FormProblems {
  /** The wedding's own fields (title, message), by field; "form" for the whole. */
  form: Record<string, string>;
  /** By event key: the first problem of each event. */
  events: Record<number, EventProblem>;
}

/** The problems of a check or a refusal, placed: at their event, else on the form. */
export function placeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  drafts: readonly EventDraft[],
): FormProblems {
  const problems: FormProblems = { form: {}, events: {} };
  for (const { path, message } of issues) {
    const index = path[0] === 'events' && typeof path[1] === 'number' ? path[1] : null;
    const draft = index === null ? undefined : drafts[index];
    if (draft) problems.events[draft.key] ??= { field: String(path[2] ?? 'event'), message };
    else problems.form[String(path[0] ?? 'form')] ??= message;
  }
  return problems;
}

/** A 422's FastAPI-style issues as paths ("body" dropped). */
export const issuePaths = (issues: readonly ValidationIssue[]) =>
  issues.map((issue) => ({
    path: issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc,
    message: issue.msg,
  }));

/** The event a refusal's text names ("Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): ..."): by
 * its event type and slot, else by its slot alone. `say` is the screen's translation, the
 * server answering in the screen's language. */
export function eventNamedIn(
  detail: string,
  drafts: readonly EventDraft[],
  slots: readonly VendorSlot[],
  say: Say = inEnglish,
): EventDraft | undefined {
  const named = (draft: EventDraft, withType: boolean) => {
    const slot = slots.find((s) => s.slot_id === draft.slotId);
    if (!slot) return false;
    if (!withType) {
      return detail.includes(`(${formatDateWithTimes(slot.date, slot.start_time, slot.end_time)})`);
    }
    const type = EVENT_TYPES.find((t) => t.id === draft.eventTypeId)?.name ?? '';
    return detail.includes(weddingEventTitle(type, slot, say));
  };
  return drafts.find((d) => named(d, true)) ?? drafts.find((d) => named(d, false));
}
