import { Trans } from '@lingui/react/macro';
import { discardEntry, retryEntry } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';

/** The choice a refused outbox entry offers (docs/product/offline.md#the-outbox): send it
 * again, or drop it with its change undone. `final`: a refusal sending again cannot mend (the
 * account that made it was removed from the staff), so Discard alone. */
export function RetryDiscard({ entryId, final = false }: { entryId: string; final?: boolean }) {
  return (
    <>
      {!final && (
        <>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void retryEntry(entryId).then(kickOutbox)}
          >
            <Trans>Retry</Trans>
          </button>{' '}
        </>
      )}
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => void discardEntry(entryId)}
      >
        <Trans>Discard</Trans>
      </button>
    </>
  );
}
