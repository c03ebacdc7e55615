import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { FilterChips } from '@/components/ui/filter-chips';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { VendorCity } from '@/components/ui/vendor-city';
import type { SavedConversation } from '@/lib/db';
import { useLiveChannel } from '@/lib/realtime-status';
import type { LoadState } from '../api/use-inbox';
import { capCount, initials, listTime, partyName } from '../inbox-rules';

/** The connection indicator (docs/product/messaging.md#the-inbox). */
const LIVE_WORDS = {
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  offline: msg`Offline`,
};

const FILTERS = [
  ['all', msg`All`],
  ['unread', msg`Unread`],
  // docs/product/README.md#routes-and-guards: starred changes nothing (conversations cannot be starred yet).
  ['starred', msg`Starred`],
] as const;
type Filter = (typeof FILTERS)[number][0];

/** The left pane: filters, the connection indicator and one row per conversation. */
export function ConversationList({
  conversations,
  state,
  selectedUserId,
  onSelect,
  onRetry,
  headingLevel,
}: {
  /** h1 on /messages, h2 inside the customer dashboard. */
  headingLevel: 1 | 2;
  conversations: SavedConversation[] | undefined;
  state: LoadState;
  selectedUserId: number | null;
  onSelect: (conversation: SavedConversation) => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const live = useLiveChannel();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shown = (conversations ?? []).filter((row) => filter !== 'unread' || row.unread_count > 0);
  return (
    <section className="conversation-list" aria-labelledby="conversations-title">
      <div className="conversation-list-head">
        <Heading id="conversations-title">
          <Trans>Messages</Trans>
        </Heading>
        <span className={`connection connection-${live === 'connected' ? 'on' : 'off'}`}>
          {i18n._(LIVE_WORDS[live])}
        </span>
      </div>
      <FilterChips
        label={t`Show conversations`}
        options={FILTERS.map(([value, label]) => [value, i18n._(label)] as const)}
        value={filter}
        onChange={setFilter}
      />
      {state === 'offline' && (
        <OfflineNotice>{t`Offline — showing conversations saved on this device`}</OfflineNotice>
      )}
      {state === 'error' && (
        <RetryAlert onRetry={onRetry}>
          <Trans>Failed to load conversations. Please try again.</Trans>
        </RetryAlert>
      )}
      {conversations === undefined || (state === 'loading' && conversations.length === 0) ? (
        <Spinner label={t`Loading conversations...`} />
      ) : shown.length === 0 ? (
        <p className="muted">
          {filter === 'unread' ? t`No unread conversations.` : t`No conversations yet.`}
        </p>
      ) : (
        <ul className="conversation-rows">
          {shown.map((row) => {
            const name = partyName(row.other_user);
            const unread = row.unread_count;
            return (
              <li key={row.conversation_id}>
                <button
                  type="button"
                  className={`conversation-row${row.other_user.user_id === selectedUserId ? ' conversation-row-on' : ''}`}
                  aria-current={row.other_user.user_id === selectedUserId ? 'true' : undefined}
                  onClick={() => onSelect(row)}
                >
                  <span className="avatar" aria-hidden="true">
                    {row.other_user.profile_picture ? (
                      <img src={row.other_user.profile_picture} alt="" width={40} height={40} />
                    ) : (
                      initials(name)
                    )}
                    {unread > 0 && <span className="avatar-badge">{capCount(unread, 9)}</span>}
                  </span>
                  <span className="conversation-main">
                    <span className="conversation-name">
                      {name}
                      {row.other_user.business_name && (
                        <VendorCity city={row.other_user.business_city} />
                      )}
                    </span>
                    <span className="conversation-preview">{row.last_message_preview ?? ''}</span>
                  </span>
                  <span className="conversation-side">
                    <time dateTime={row.last_message_at ?? row.created_at}>
                      {listTime(row.last_message_at ?? row.created_at)}
                    </time>
                    {unread > 0 && (
                      <span className="unread-badge">
                        {capCount(unread, 99)}
                        <span className="visually-hidden"> {t`unread`}</span>
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
