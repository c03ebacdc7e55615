import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { api, call, toApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';

/** The in-app question before a cancel; its answers cannot both say "Cancel". */
const cancelQuestion = (): ConfirmOptions => ({
  question: t`Are you sure you want to cancel this booking?`,
  confirmLabel: t`Cancel booking`,
  cancelLabel: t`Keep booking`,
});
/** The dashboard's text when a cancel fails without a server detail (docs/product/texts.md#limits). */
export const CANCEL_FAILED = msg`Failed to cancel booking`;

/** DELETE /bookings/{id}: the customer withdraws a request. */
export function cancelBooking(id: number): Promise<void> {
  return call(async () => {
    await api.delete(`bookings/${id}`);
  });
}

/**
 * Asks the spec's confirm prompt with the screen's in-app confirm (`ask`, from useConfirm),
 * then cancels. True once cancelled; a refusal is reported with the server's detail, else
 * `fallback` (each screen has its own spec text), in the reader's language.
 */
export async function confirmAndCancel(
  id: number,
  fallback: MessageDescriptor | string,
  report: (message: string) => void,
  ask: (options: ConfirmOptions) => Promise<boolean>,
): Promise<boolean> {
  if (!(await ask(cancelQuestion()))) return false;
  try {
    await cancelBooking(id);
    return true;
  } catch (failure) {
    report(toApiError(failure).detail ?? i18n._(fallback));
    return false;
  }
}
