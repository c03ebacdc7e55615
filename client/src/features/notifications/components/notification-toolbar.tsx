import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterChips } from '@/components/ui/filter-chips';
import { TextField } from '@/components/ui/text-field';
import type { NotificationFilter } from '../api/get-notifications';

const FILTERS = [
  ['all', msg`All`],
  ['unread', msg`Unread`],
  ['bookings', msg`Bookings`],
  ['messages', msg`Messages`],
  ['reviews', msg`Reviews`],
  ['payments', msg`Payments`],
  ['system', msg`System`],
] as const satisfies readonly (readonly [NotificationFilter, MessageDescriptor])[];

interface NotificationToolbarProps {
  filter: NotificationFilter;
  search: string;
  busy: boolean;
  onFilter: (filter: NotificationFilter) => void;
  onSearch: (text: string) => void;
  onMarkRead: () => void;
  onDelete: () => void;
  onMarkAllRead: () => void;
  onRefresh: () => void;
}

/** The filters, the search and the actions of the dashboard (docs/product/messaging.md#notification-dashboard). */
export function NotificationToolbar(props: NotificationToolbarProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="notification-toolbar">
      <FilterChips
        label={t`Show`}
        options={FILTERS.map(([value, label]) => [value, i18n._(label)] as const)}
        value={props.filter}
        onChange={props.onFilter}
      />
      <TextField
        label={t`Search notifications`}
        type="search"
        placeholder={t`Title or message`}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <div className="button-row notification-actions">
        <button type="button" className="button" disabled={props.busy} onClick={props.onMarkRead}>
          <Trans>Mark Read</Trans>
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={props.busy}
          onClick={props.onDelete}
        >
          <Trans>Delete</Trans>
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={props.busy}
          onClick={props.onMarkAllRead}
        >
          <Trans>Mark All Read</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={props.onRefresh}>
          <Trans>Refresh</Trans>
        </button>
      </div>
    </div>
  );
}
