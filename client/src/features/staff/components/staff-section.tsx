// The Staff section of the desk's Settings, the owner's (docs/product/business-desk.md#staff):
// the members with their name, username, role and whether they have a PIN; Add staff; Edit;
// Remove, whose confirmation says their sessions end at once.
import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { written } from '@/lib/written';
import { useAddStaff, useRemoveStaff, useStaff, useUpdateStaff } from '../api/staff';
import { STAFF_SECTION_TEXTS as TEXTS } from '../texts';
import { AddStaffForm } from './add-staff-form';
import { EditStaffForm } from './edit-staff-form';

export function StaffSection({
  businessId,
  headingLevel = 3,
}: {
  businessId: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const staff = useStaff(businessId);
  const add = useAddStaff(businessId);
  const update = useUpdateStaff(businessId);
  const drop = useRemoveStaff(businessId);
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { t, i18n } = useLingui();

  const remove = async (member: StaffMember) => {
    if (
      !(await confirm({
        question: i18n._(TEXTS.removeQuestion(member.name)),
        confirmLabel: t`Remove`,
      }))
    )
      return;
    try {
      await drop.mutateAsync(member.staff_id);
      showToast('success', i18n._(TEXTS.removed));
    } catch (failure) {
      showToast('error', toApiError(failure).detail ?? i18n._(TEXTS.removeFailed));
    }
  };

  const addButton = (
    <button type="button" className="button" onClick={() => setEditing('new')}>
      {i18n._(TEXTS.add)}
    </button>
  );

  return (
    <section className="desk-section" aria-labelledby="staff-title">
      <div className="toolbar">
        <Heading id="staff-title">{i18n._(TEXTS.title)}</Heading>
        {staff.data && staff.data.length > 0 && addButton}
      </div>
      <p className="muted">{i18n._(TEXTS.intro)}</p>
      {staff.status === 'pending' && <Spinner />}
      {staff.status === 'error' && (
        <RetryAlert onRetry={() => void staff.refetch()}>
          {staff.error.detail ?? i18n._(TEXTS.loadFailed)}
        </RetryAlert>
      )}
      {staff.data?.length === 0 && (
        <div className="empty-state">
          <p>{i18n._(TEXTS.empty)}</p>
          {addButton}
        </div>
      )}
      {staff.data && staff.data.length > 0 && (
        <ul className="staff-list" aria-label={i18n._(TEXTS.title)}>
          {staff.data.map((member) => {
            const name = written(member.name);
            return (
              <li key={member.staff_id} className="staff-member">
                <div className="staff-member-facts">
                  <strong translate="no" dir="auto">
                    {member.name}
                  </strong>
                  <span className="muted">
                    <bdi translate="no">{member.username}</bdi> ·{' '}
                    {i18n._(STAFF_ROLE_LABELS[member.role])} ·{' '}
                    {i18n._(member.pin ? TEXTS.hasPin : TEXTS.noPin)}
                  </span>
                </div>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t`Edit ${name}`}
                    onClick={() => setEditing(member)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-danger"
                    aria-label={t`Remove ${name}`}
                    onClick={() => void remove(member)}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing === 'new' && (
        <AddStaffForm
          onAdd={async (input) => {
            await add.mutateAsync(input);
            showToast('success', i18n._(TEXTS.added));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && (
        <EditStaffForm
          member={editing}
          onSave={async (input) => {
            await update.mutateAsync({ id: editing.staff_id, input });
            showToast('success', i18n._(TEXTS.updated));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
