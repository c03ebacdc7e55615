import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { isTyping, useLiveInbox } from '../api/live-inbox';
import { queueMessage } from '../api/send-message';
import { useConversation } from '../api/use-conversation';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

export interface Party {
  userId: number;
  name: string;
  conversationId: number | null;
}

/** The right pane: one conversation, its older pages, typing, and the text input. */
export function ConversationView({
  ownerId,
  party,
  onBack,
  onDiscovered,
}: {
  ownerId: number;
  party: Party;
  onBack: () => void;
  /** The first message to someone new got its conversation: the list should know it. */
  onDiscovered: (conversationId: number) => void;
}) {
  const { t } = useLingui();
  const chat = useConversation(ownerId, party.userId, party.conversationId);
  const typing = useLiveInbox((state) =>
    party.conversationId ? isTyping(state, party.conversationId) : false,
  );
  const online = useLiveInbox((state) => state.online[party.userId]);
  const end = useRef<HTMLDivElement>(null);
  const name = party.name;
  const count = chat.messages.length;

  useEffect(() => {
    if (!party.conversationId && chat.discoveredId) onDiscovered(chat.discoveredId);
  }, [party.conversationId, chat.discoveredId, onDiscovered]);
  // New messages scroll into view; older pages loading above do not move the reader.
  const newest = chat.messages[count - 1]?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest changes
  useEffect(() => {
    // Braces: Chromium's scrollIntoView now returns a promise, which React would call on cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, typing]);

  return (
    <section className="conversation" aria-labelledby="conversation-title">
      <header className="conversation-head">
        <button
          type="button"
          className="button button-small button-secondary inbox-back"
          onClick={onBack}
        >
          <Trans>Back</Trans>
        </button>
        <h2 id="conversation-title">{party.name}</h2>
        {online !== undefined && (
          <span className={`presence${online ? ' presence-on' : ''}`}>
            {online ? t`Online` : t`Offline`}
          </span>
        )}
      </header>
      {chat.state === 'offline' && (
        <OfflineNotice>{t`Offline — showing messages saved on this device`}</OfflineNotice>
      )}
      {chat.state === 'error' && (
        <Alert tone="error">
          <Trans>Failed to load messages. Please try again.</Trans>{' '}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={chat.retry}
          >
            <Trans>Retry</Trans>
          </button>
        </Alert>
      )}
      <div className="conversation-body">
        {chat.hasMore && (
          <button
            type="button"
            className="button button-small button-secondary load-older"
            disabled={chat.loadingOlder}
            onClick={() => void chat.loadOlder()}
          >
            {chat.loadingOlder ? t`Loading…` : t`Load older messages`}
          </button>
        )}
        {!chat.loaded || (chat.state === 'loading' && count === 0) ? (
          <Spinner label={t`Loading messages...`} />
        ) : count === 0 ? (
          <p className="muted conversation-empty">
            <Trans>No messages yet. Say salaam!</Trans>
          </p>
        ) : (
          <ol className="bubbles" aria-label={t`Messages with ${name}`}>
            {chat.messages.map((message) => (
              <MessageBubble
                key={message.key}
                message={message}
                own={message.sender_id === ownerId}
                refusal={chat.refused.get(message.client_message_id)}
              />
            ))}
          </ol>
        )}
        {typing && (
          <p className="typing-indicator" role="status">
            <Trans>{name} is typing…</Trans>
          </p>
        )}
        <div ref={end} />
      </div>
      <Composer
        conversationId={party.conversationId}
        onSend={(text) => queueMessage(ownerId, party.userId, text, party.conversationId)}
      />
    </section>
  );
}
