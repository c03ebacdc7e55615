// The calendar's write forms (Add Slot, Walk-in, convert a slot to a walk-in, Walk-in
// wedding): their code and zod stay out of the tab's first paint, and are fetched just after
// it (preloadWriteForms), so the forms still open when the signal drops before the service
// worker holds them.
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import { Suspense } from 'react';
import { lazyOffline } from '@/components/feedback/lazy-offline';

/** A module fetched once; a failed fetch (no signal) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const addSlotForm = once(() => import('./add-slot-modal'));
const walkInForm = once(() => import('./walkin-modal'));
const weddingForm = once(() => import('./walkin-wedding-modal'));
const AddSlotModal = lazyOffline(() => addSlotForm().then((m) => ({ default: m.AddSlotModal })));
const WalkInModal = lazyOffline(() => walkInForm().then((m) => ({ default: m.WalkInModal })));
const WalkInWeddingModal = lazyOffline(() =>
  weddingForm().then((m) => ({ default: m.WalkInWeddingModal })),
);

/** Fetches the forms' code (business-calendar.tsx calls it once the calendar has painted). */
export function preloadWriteForms(): void {
  addSlotForm().catch(() => undefined);
  walkInForm().catch(() => undefined);
  weddingForm().catch(() => undefined);
}

/** Which form is open: a new slot, a walk-in, a walk-in on an open `slot`, or a walk-in
 * wedding. */
export type WriteForm =
  | { kind: 'slot' }
  | { kind: 'walkin'; slot?: OwnerSlot | undefined }
  | { kind: 'wedding' };

export function CalendarWrites({
  form,
  ownerId,
  cityId,
  date,
  onClose,
}: {
  form: WriteForm;
  ownerId: number;
  /** The business's city: the forms that make slots warn of its function hours. */
  cityId: number;
  /** The day chosen on the calendar: the forms start there. */
  date: string;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {form.kind === 'slot' ? (
        <AddSlotModal ownerId={ownerId} cityId={cityId} date={date} onClose={onClose} />
      ) : form.kind === 'wedding' ? (
        <WalkInWeddingModal ownerId={ownerId} cityId={cityId} date={date} onClose={onClose} />
      ) : (
        <WalkInModal
          ownerId={ownerId}
          cityId={cityId}
          date={date}
          slot={form.slot}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}
