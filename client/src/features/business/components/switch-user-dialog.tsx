// The Switch user dialog (docs/product/business-desk.md#switch-user): the desk's staff by name
// and role, from the device's copy when there is no signal; a member is taken by their PIN, the
// device's own account by its password.
import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useDeskSeat } from '@/lib/desk-seat';
import { useDeskStaff } from '@/lib/desk-staff';
import { useMyBusiness } from '../api/get-my-business';
import { SwitchUserPassword } from './switch-user-password';
import { SwitchUserPin } from './switch-user-pin';
import { SWITCH_TEXTS } from './switch-user-texts';

type Step = { kind: 'list' } | { kind: 'pin'; member: StaffMember } | { kind: 'password' };

const roleOf = (user: User): string => STAFF_ROLE_LABELS[user.staff?.role ?? 'owner'];
const nameOf = (user: User) =>
  user.staff?.name ?? `${user.first_name} ${user.last_name ?? ''}`.trim();

export default function SwitchUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const kept = useDeskSeat((state) => state.device);
  const seated = useDeskSeat((state) => state.acting);
  const acting = seated?.device_user_id === user.user_id ? seated : null;
  const business = useMyBusiness(user.is_business_owner ? user.user_id : null);
  const businessId = user.staff?.business_id ?? business.data?.business_id ?? null;
  const staff = useDeskStaff(businessId);
  // The account the device was signed in with: kept while a member holds the session.
  const device = kept?.session.user ?? user;
  // Whoever is at the desk now is not offered: the member acted as, else the session's user.
  const atDeskStaffId = acting ? acting.staff_id : user.staff?.staff_id;
  const offerDevice = acting !== null || device.user_id !== user.user_id;
  const members = (staff.data ?? []).filter(
    (member) => member.user_id !== device.user_id && member.staff_id !== atDeskStaffId,
  );
  return (
    <Modal labelledBy="switch-user-title" onClose={onClose}>
      <h2 id="switch-user-title">{i18n._(SWITCH_TEXTS.title)}</h2>
      {step.kind === 'pin' && (
        <SwitchUserPin
          member={step.member}
          onBack={() => setStep({ kind: 'list' })}
          onDone={onClose}
        />
      )}
      {step.kind === 'password' && (
        <SwitchUserPassword
          device={device}
          onBack={() => setStep({ kind: 'list' })}
          onDone={onClose}
        />
      )}
      {step.kind === 'list' && (
        <>
          <p>{i18n._(SWITCH_TEXTS.choose)}</p>
          {staff.status === 'pending' && businessId !== null && <Spinner />}
          {staff.status === 'error' && (
            <RetryAlert onRetry={() => void staff.refetch()}>
              {i18n._(SWITCH_TEXTS.loadFailed)}
            </RetryAlert>
          )}
          <ul className="switch-user-list">
            {offerDevice && (
              <li>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setStep({ kind: 'password' })}
                >
                  {nameOf(device)} · {i18n._(roleOf(device))}{' '}
                  <span className="muted">({i18n._(SWITCH_TEXTS.thisDevice)})</span>
                </button>
              </li>
            )}
            {members.map((member) => (
              <li key={member.staff_id}>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setStep({ kind: 'pin', member })}
                >
                  {member.name} · {i18n._(STAFF_ROLE_LABELS[member.role])}
                </button>
              </li>
            ))}
          </ul>
          {staff.status === 'success' && members.length === 0 && !offerDevice && (
            <p className="muted">{i18n._(SWITCH_TEXTS.empty)}</p>
          )}
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
