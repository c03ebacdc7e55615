import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/textarea-field';
import { showToast } from '@/lib/toasts';
import { useDeclineWedding } from '../api/wedding-writes';
import { pendingEvents } from '../wedding-view';
import { AnswerDialog, refusalText } from './answer-dialog';

/** Decline all (docs/product/weddings.md#the-owner-answers): one optional reason, sent to the
 * customer with every pending event's answer. */
export function DeclineAllDialog({
  ownerId,
  wedding,
  onClose,
}: {
  ownerId: number;
  wedding: Wedding;
  onClose: () => void;
}) {
  const decline = useDeclineWedding(ownerId, wedding.wedding_id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = pendingEvents(wedding).length;
  const { t } = useLingui();

  const submit = async () => {
    try {
      await decline.mutateAsync({ reason });
      showToast('success', t`Wedding declined`);
      onClose();
    } catch (failure) {
      setError(refusalText(failure));
    }
  };

  return (
    <AnswerDialog
      id="decline-all-title"
      title={t`Decline all`}
      intro={
        <>
          <bdi translate="no">{wedding.title}</bdi> ·{' '}
          {t`${plural(count, { one: '# event waiting', other: '# events waiting' })}`}
        </>
      }
      error={error}
      busy={decline.isPending}
      busyLabel={t`Declining...`}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextAreaField
        label={t`Reason (sent to the customer)`}
        value={reason}
        maxLength={500}
        onChange={(change) => setReason(change.target.value)}
      />
    </AnswerDialog>
  );
}
