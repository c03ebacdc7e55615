import { HOLD_TEXTS } from '@baraat/shared/domain/holds';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { Trans } from '@lingui/react/macro';
import type { OutboxEntry } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { useLanguage } from '@/lib/i18n-react';
import { RetryDiscard } from './retry-discard';

/** Refusals sending again cannot mend (docs/product/offline.md#the-outbox): a removed member's
 * change, and a cash advance whose date was taken after its hold expired, which the owner
 * settles with the customer (docs/product/payments.md#holding-a-date). */
const FINAL_REFUSALS: readonly (string | undefined)[] = [
  STAFF_TEXTS.removed,
  HOLD_TEXTS.takenAfterExpiry,
];

/** Whether a refused entry offers Discard alone: the server says why in the language of the
 * screen that sent it, English or Urdu. */
export const isFinalRefusal = (entry: OutboxEntry): boolean =>
  FINAL_REFUSALS.some(
    (text) =>
      text !== undefined && (entry.last_error === text || entry.last_error === i18n._(text)),
  );

export const isRefused = (entry: OutboxEntry): boolean =>
  entry.state === 'failed' || entry.state === 'conflict';

/** Where a queued change stands: `Waiting to sync`, or `Not saved` with the server's reason
 * and Retry / Discard; `brief`, the word alone (where another part of the screen offers the
 * choice). */
export function QueuedStatus({ entry, brief = false }: { entry: OutboxEntry; brief?: boolean }) {
  useLanguage();
  if (!isRefused(entry))
    return (
      <span className="status status-pending">
        <Trans>Waiting to sync</Trans>
      </span>
    );
  const word = (
    <span className="status status-declined">
      <Trans>Not saved</Trans>
    </span>
  );
  if (brief) return word;
  return (
    <>
      {word} <span>{entry.last_error && i18n._(entry.last_error)}</span>{' '}
      <RetryDiscard entryId={entry.id} final={isFinalRefusal(entry)} />
    </>
  );
}
