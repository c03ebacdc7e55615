// The desk's two dialogs over a transfer (docs/product/payments.md#bank-transfer-and-raast):
// the receipt photo, fetched with the session, and Reject with the reason the customer reads.
import { formatPkr } from '@baraat/shared/domain/format';
import { TRANSFER_TEXTS, type Transfer } from '@baraat/shared/schemas/transfers';
import { useEffect, useMemo, useState } from 'react';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useTransferPhoto } from '../api/get-transfer-photo';

export function ProofDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const photo = useTransferPhoto(transfer.photo_url, true);
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal labelledBy="proof-title" onClose={onClose}>
      <h2 id="proof-title">
        Receipt of {transfer.customer_name}'s transfer · {formatPkr(transfer.amount)}
      </h2>
      {photo.isPending ? (
        <Spinner label="Loading receipt photo..." />
      ) : photo.isError ? (
        <RetryAlert onRetry={() => void photo.refetch()}>{photo.error.message}</RetryAlert>
      ) : (
        <img
          className="transfer-proof"
          src={url ?? ''}
          alt={`The receipt of transfer ${transfer.reference}`}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

export function RejectDialog({
  transfer,
  busy,
  onClose,
  onReject,
}: {
  transfer: Transfer;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Modal labelledBy="reject-title" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(TRANSFER_TEXTS.reasonRequired);
          void onReject(reason.trim());
        }}
      >
        <h2 id="reject-title">
          Reject {transfer.customer_name}'s transfer of {formatPkr(transfer.amount)}
        </h2>
        <p className="muted">The customer sees the reason and may send the transfer again.</p>
        <TextAreaField
          label="Reason"
          required
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <DialogFooter
          action="Reject"
          busyLabel="Rejecting..."
          busy={busy}
          danger
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
