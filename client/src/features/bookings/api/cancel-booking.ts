import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { api, call, toApiError } from '@/lib/http';

export const CONFIRM_CANCEL = 'Are you sure you want to cancel this booking?';
/** The in-app question before a cancel; its answers cannot both say "Cancel". */
const CANCEL_QUESTION: ConfirmOptions = {
  question: CONFIRM_CANCEL,
  confirmLabel: 'Cancel booking',
  cancelLabel: 'Keep booking',
};
/** The dashboard's text when a cancel fails without a server detail (docs/product/texts.md#limits). */
export const CANCEL_FAILED = 'Failed to cancel booking';

/** DELETE /bookings/{id}: the customer withdraws a request. */
export function cancelBooking(id: number): Promise<void> {
  return call(async () => {
    await api.delete(`bookings/${id}`);
  });
}

/**
 * Asks the spec's confirm prompt with the screen's in-app confirm (`ask`, from useConfirm),
 * then cancels. True once cancelled; a refusal is reported with the server's detail, else
 * `fallback` (each screen has its own spec text).
 */
export async function confirmAndCancel(
  id: number,
  fallback: string,
  report: (message: string) => void,
  ask: (options: ConfirmOptions) => Promise<boolean>,
): Promise<boolean> {
  if (!(await ask(CANCEL_QUESTION))) return false;
  try {
    await cancelBooking(id);
    return true;
  } catch (failure) {
    report(toApiError(failure).detail ?? fallback);
    return false;
  }
}
