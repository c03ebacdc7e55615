// A 403 refusing an account the owner removed from the staff (docs/product/accounts.md#staff-and-roles):
// the member leaves the desk, a signed-in one for the sign-in screen with the reason. Loaded
// with the first 403, not with the app.
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { ACTING_AS_HEADER } from '@baraat/shared/schemas/sync';
import { removedFromDesk } from './desk-seat';
import { sessionEnded } from './session';

/**
 * The reason of a 403 refusing an account the owner removed from the staff
 * (docs/product/accounts.md#staff-and-roles), or undefined for any other answer. Its text
 * loads with the first such refusal, not with the app.
 */
export async function removedReason(status: number, body: unknown): Promise<string | undefined> {
  if (status !== 403) return undefined;
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail !== 'string') return undefined;
  return detail === STAFF_TEXTS.removed ? detail : undefined;
}

/**
 * A call refused because the account, or the member a shared tablet acts as, was removed
 * from the staff: that member leaves the desk, a signed-in one for the sign-in screen.
 */
export async function leaveDeskIfRemoved(
  reason: string | undefined,
  actingAs?: number,
): Promise<void> {
  if (!reason) return;
  if (removedFromDesk(reason, actingAs)) sessionEnded();
}

/** The app's answer to a 403: a removed member's signs them out; any other is the caller's. */
export async function afterRefusal(request: Request, response: Response): Promise<void> {
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  const reason = await removedReason(403, body);
  const actingAs = request.headers.get(ACTING_AS_HEADER);
  await leaveDeskIfRemoved(reason, actingAs === null ? undefined : Number(actingAs));
}
