import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalMessageStatus, SavedMessage } from '@/lib/db';
import { useLingui as useLanguage } from '@/lib/i18n-react';
import { discardEntry, retryEntry } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { messageTime, STATUS_LABEL, shownStatus } from '../inbox-rules';

/** pending clock → sent ✓ → delivered ✓✓ → read ✓✓ in colour (docs/product/messaging.md#the-live-channel). */
function DeliveryIndicator({ status }: { status: LocalMessageStatus }) {
  const { i18n } = useLingui();
  const label = i18n._(STATUS_LABEL[status]);
  if (status === 'pending') {
    return (
      <svg className="tick tick-pending" viewBox="0 0 16 16" role="img" aria-label={label}>
        <title>{label}</title>
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    );
  }
  return (
    <span className={`tick tick-${status}`} role="img" aria-label={label} title={label}>
      {status === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}

/** One message; a refused one of the user's own shows the server's reason, Retry and Delete. */
export function MessageBubble({
  message,
  own,
  refusal,
}: {
  message: SavedMessage;
  own: boolean;
  /** The server's reason, when it refused this message (403/422). */
  refusal: string | undefined;
}) {
  // The time's words (inbox-rules.ts) follow the language.
  useLanguage();
  return (
    <li className={`bubble-row${own ? ' bubble-own' : ''}`}>
      <div className={`bubble${refusal !== undefined ? ' bubble-refused' : ''}`}>
        <p className="bubble-text">{message.message_body}</p>
        <p className="bubble-meta">
          <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
          {own && <DeliveryIndicator status={shownStatus(message.status, message.created_at)} />}
        </p>
      </div>
      {refusal !== undefined && (
        <div className="bubble-refusal" role="alert">
          <span>
            <Trans>Not sent: {refusal}</Trans>
          </span>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void retryEntry(message.client_message_id).then(kickOutbox)}
          >
            <Trans>Retry</Trans>
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void discardEntry(message.client_message_id)}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
