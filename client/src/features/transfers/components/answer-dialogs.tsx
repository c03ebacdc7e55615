// The desk's two dialogs over a transfer (docs/product/payments.md#bank-transfer-and-raast):
// the receipt photo, fetched with the session, and Reject with the reason the customer reads.
import { formatPkr } from '@baraat/shared/domain/format';
import { TRANSFER_TEXTS, type Transfer } from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useTransferPhoto } from '../api/get-transfer-photo';

export function ProofDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { t } = useLingui();
  const photo = useTransferPhoto(transfer.photo_url, true);
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const customer = transfer.customer_name;
  const amount = formatPkr(transfer.amount);
  const { reference } = transfer;
  return (
    <Modal labelledBy="proof-title" onClose={onClose}>
      <h2 id="proof-title">
        <Trans>
          Receipt of <bdi>{customer}</bdi>'s transfer · <bdi>{amount}</bdi>
        </Trans>
      </h2>
      {photo.isPending ? (
        <Spinner label={t`Loading receipt photo...`} />
      ) : photo.isError ? (
        <RetryAlert onRetry={() => void photo.refetch()}>{photo.error.message}</RetryAlert>
      ) : (
        <img
          className="transfer-proof"
          src={url ?? ''}
          alt={t`The receipt of transfer ${reference}`}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <Trans>Close</Trans>
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
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const customer = transfer.customer_name;
  const amount = formatPkr(transfer.amount);
  const [error, setError] = useState<string>();
  return (
    <Modal labelledBy="reject-title" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(i18n._(TRANSFER_TEXTS.reasonRequired));
          void onReject(reason.trim());
        }}
      >
        <h2 id="reject-title">
          <Trans>
            Reject <bdi>{customer}</bdi>'s transfer of <bdi>{amount}</bdi>
          </Trans>
        </h2>
        <p className="muted">
          <Trans>The customer sees the reason and may send the transfer again.</Trans>
        </p>
        <TextAreaField
          label={t`Reason`}
          required
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <DialogFooter
          action={t`Reject`}
          busyLabel={t`Rejecting...`}
          busy={busy}
          danger
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
