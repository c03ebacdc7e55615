// Switching user by PIN (docs/product/accounts.md#a-shared-tablet): online, the server checks
// the PIN and answers the member's session, which becomes the active one; with no signal, or
// when the call gets no answer, the device checks the PIN against its copy of the staff and
// acts as the member under its own session (docs/product/offline.md#a-shared-tablet-offline).
import { STAFF_TEXTS, type StaffMember } from '@baraat/shared/schemas/staff';
import { actOnDevice, switchedIn } from '@/lib/desk-seat';
import { type ApiError, toApiError } from '@/lib/http';
import { checkPinOnDevice } from '@/lib/pin-check';
import { switchUser } from './switch-user';

/** Done, or what to show: on the PIN field, or above the form. */
export type SwitchOutcome =
  | { done: true }
  | { done: false; field?: string | undefined; alert?: string | undefined };

function refused(error: ApiError): SwitchOutcome {
  if (error.status === 422) {
    return { done: false, field: error.fieldErrors().pin ?? error.detail ?? STAFF_TEXTS.wrongPin };
  }
  if (error.status === 429) return { done: false, alert: STAFF_TEXTS.locked };
  if (error.status === 409) return { done: false, alert: STAFF_TEXTS.noPin };
  return { done: false, alert: error.detail ?? error.message };
}

export async function switchByPin(member: StaffMember, pin: string): Promise<SwitchOutcome> {
  if (navigator.onLine !== false) {
    try {
      const answer = await switchUser({ staff_id: member.staff_id, pin });
      switchedIn(answer);
      // The tablet keeps the language it shows, saved on a member's account that has none
      // (docs/product/texts.md#urdu), as any sign-in does.
      void import('@/lib/account-language').then((module) => module.languageOnSignIn(answer.user));
      return { done: true };
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status !== 0) return refused(error);
    }
  }
  const check = await checkPinOnDevice(member, pin);
  if (check === 'match') {
    const { staff_id, user_id, name, role } = member;
    actOnDevice({ staff_id, user_id, name, role });
    return { done: true };
  }
  if (check === 'wrong') return { done: false, field: STAFF_TEXTS.wrongPin };
  return { done: false, alert: check === 'locked' ? STAFF_TEXTS.locked : STAFF_TEXTS.noPin };
}
