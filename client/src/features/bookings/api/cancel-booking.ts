import { api, call, toApiError } from '@/lib/http';

export const CONFIRM_CANCEL = 'Are you sure you want to cancel this booking?';
/** The dashboard's text when a cancel fails without a server detail (001 §9). */
export const CANCEL_FAILED = 'Failed to cancel booking';

/** DELETE /bookings/{id}: the customer withdraws a request. */
export function cancelBooking(id: number): Promise<void> {
  return call(async () => {
    await api.delete(`bookings/${id}`);
  });
}

/**
 * Asks the spec's confirm prompt, then cancels. True once cancelled; a refusal is reported
 * with the server's detail, else `fallback` (each screen has its own spec text).
 */
export async function confirmAndCancel(
  id: number,
  fallback: string,
  report: (message: string) => void,
): Promise<boolean> {
  if (!window.confirm(CONFIRM_CANCEL)) return false;
  try {
    await cancelBooking(id);
    return true;
  } catch (failure) {
    report(toApiError(failure).detail ?? fallback);
    return false;
  }
}
