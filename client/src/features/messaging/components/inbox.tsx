import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SavedConversation } from '@/lib/db';
import { useInbox } from '../api/use-inbox';
import { partyName } from '../inbox-rules';
import { ConversationList } from './conversation-list';
import { ConversationView, type Party } from './conversation-view';

/** Navigation state that opens a conversation with someone (docs/product/messaging.md#the-inbox). */
export interface RecipientState {
  recipientId?: number;
  initialRecipientId?: number;
  recipientName?: string;
  businessName?: string;
  recipientType?: 'customer' | 'business';
}

const partyOf = (row: SavedConversation): Party => ({
  userId: row.other_user.user_id,
  name: partyName(row.other_user),
  conversationId: row.conversation_id,
});

/**
 * The two-pane inbox (/messages and the customer dashboard's Messages tab): the list on the
 * left, the open conversation on the right or a welcome; on a phone one pane at a time.
 */
export function Inbox({ ownerId, nested = false }: { ownerId: number; nested?: boolean }) {
  const { t } = useLingui();
  const inbox = useInbox(ownerId);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [recipient, setRecipient] = useState<Party | null>(() => {
    const state = (location.state ?? {}) as RecipientState;
    const userId = state.recipientId ?? state.initialRecipientId;
    if (!userId) return null;
    const name = state.businessName ?? state.recipientName ?? t`New conversation`;
    return { userId, name, conversationId: null };
  });
  const wanted = Number(params.get('conversation')) || null;

  const rows = inbox.conversations ?? [];
  const byParam = rows.find((row) => row.conversation_id === wanted);
  const byRecipient = recipient && rows.find((row) => row.other_user.user_id === recipient.userId);
  const open = byParam ?? byRecipient;
  const party: Party | null = open ? partyOf(open) : recipient;

  const select = (row: SavedConversation) => {
    setRecipient(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('conversation', String(row.conversation_id));
        return next;
      },
      { replace: true },
    );
  };
  const back = () => {
    setRecipient(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('conversation');
        return next;
      },
      { replace: true },
    );
  };
  const reload = inbox.reload;
  const discovered = useCallback(() => void reload(), [reload]);

  return (
    <div className={`inbox${party ? ' inbox-open' : ''}`}>
      <ConversationList
        conversations={inbox.conversations}
        state={inbox.state}
        selectedUserId={party?.userId ?? null}
        onSelect={select}
        onRetry={inbox.retry}
        headingLevel={nested ? 2 : 1}
      />
      {party ? (
        <ConversationView
          key={`${party.userId}:${party.conversationId ?? 'new'}`}
          ownerId={ownerId}
          party={party}
          onBack={back}
          onDiscovered={discovered}
        />
      ) : (
        <section className="inbox-welcome" aria-label={t`Welcome`}>
          <h2>
            <Trans>Welcome to your inbox</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Choose a conversation to read and reply. Messages you write with no signal are sent as
              soon as it returns.
            </Trans>
          </p>
        </section>
      )}
    </div>
  );
}
