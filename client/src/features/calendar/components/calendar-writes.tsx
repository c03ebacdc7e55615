// The calendar's write forms (Add Slot, Walk-in, convert a slot to a walk-in), loaded when
// first opened so the tab's first paint carries none of their code or zod.
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import { lazy, Suspense } from 'react';

const AddSlotModal = lazy(() =>
  import('./add-slot-modal').then((module) => ({ default: module.AddSlotModal })),
);
const WalkInModal = lazy(() =>
  import('./walkin-modal').then((module) => ({ default: module.WalkInModal })),
);

/** Which form is open: a new slot, a walk-in, or a walk-in on an open `slot`. */
export type WriteForm = { kind: 'slot' } | { kind: 'walkin'; slot?: OwnerSlot | undefined };

export function CalendarWrites({
  form,
  ownerId,
  date,
  onClose,
}: {
  form: WriteForm;
  ownerId: number;
  /** The day chosen on the calendar: the forms start there. */
  date: string;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {form.kind === 'slot' ? (
        <AddSlotModal ownerId={ownerId} date={date} onClose={onClose} />
      ) : (
        <WalkInModal ownerId={ownerId} date={date} slot={form.slot} onClose={onClose} />
      )}
    </Suspense>
  );
}
