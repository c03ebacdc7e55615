// The walk-in wedding form's state (docs/product/weddings.md#the-owner-answers): its values,
// events added and removed, and the messages a save found, shown beside their fields until
// the field changes, the focus on the first (docs/product/texts.md#forms). The shared schema is imported when the form first shows, so zod stays
// out of the calendar's first load.
import type { WalkInWedding } from '@baraat/shared/schemas/walkin-weddings';
import { useState } from 'react';
import { useErrorFocus } from '@/lib/use-error-focus';
import {
  canAddEvent,
  type DeviceLimits,
  deviceErrors,
  type EventValues,
  newEvent,
  nextEventDate,
  schemaErrors,
  type WeddingErrors,
  type WeddingValues,
  weddingPayload,
} from './walkin-wedding-values';

const loadSchema = () =>
  import('@baraat/shared/schemas/walkin-weddings').then((s) => s.walkInWeddingSchema);

type TopField = Exclude<keyof WeddingValues, 'events'>;

export function useWeddingForm(initial: WeddingValues, limits: DeviceLimits) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WeddingErrors>({});
  const [nextKey, setNextKey] = useState(initial.events.length);
  const { ref: formRef, showErrors } = useErrorFocus();

  /** A change clears its own message (and, for an event, the messages that name it). */
  const forget = (prefix: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(prefix))),
    );

  const set = (field: TopField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forget(field);
  };

  const setEvent = (index: number, change: Partial<EventValues>) => {
    setValues((current) => ({
      ...current,
      events: current.events.map((event, i) => (i === index ? { ...event, ...change } : event)),
    }));
    for (const field of Object.keys(change)) forget(`events.${index}.${field}`);
  };

  const addEvent = () => {
    if (!canAddEvent(values.events)) return;
    const event = newEvent(nextKey, nextEventDate(values.events, limits.today), limits.halls);
    setNextKey(nextKey + 1);
    setValues((current) => ({ ...current, events: [...current.events, event] }));
  };

  const removeEvent = (index: number) => {
    setValues((current) => ({
      ...current,
      events: current.events.filter((_, i) => i !== index),
    }));
    // The messages of the events after it would name the wrong ones now: they go.
    forget('events.');
  };

  /** A save: every message shows; the parsed wedding when nothing stops it. */
  const check = async (): Promise<{ ok: true; data: WalkInWedding } | { ok: false }> => {
    const schema = await loadSchema();
    const result = schema.safeParse(weddingPayload(values));
    const found = {
      ...(result.success ? {} : schemaErrors(result.error.issues)),
      ...deviceErrors(values, limits),
    };
    setErrors(found);
    if (!result.success || Object.keys(found).length > 0) {
      showErrors();
      return { ok: false };
    }
    return { ok: true, data: result.data };
  };

  /** A refusal beside the field it names (`events.1.worker_id`); the focus goes to it. */
  const report = (found: WeddingErrors) => {
    setErrors((current) => ({ ...current, ...found }));
    showErrors();
  };

  // Anything typed or chosen counts as unsaved until the wedding is queued.
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  return {
    values,
    errors,
    set,
    setEvent,
    addEvent,
    removeEvent,
    check,
    report,
    showErrors,
    formRef,
    dirty,
  };
}
