import { FilterChips } from '@/components/ui/filter-chips';
import { TextField } from '@/components/ui/text-field';
import type { NotificationFilter } from '../api/get-notifications';

const FILTERS = [
  ['all', 'All'],
  ['unread', 'Unread'],
  ['bookings', 'Bookings'],
  ['messages', 'Messages'],
  ['reviews', 'Reviews'],
  ['payments', 'Payments'],
  ['system', 'System'],
] as const satisfies readonly (readonly [NotificationFilter, string])[];

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
  return (
    <div className="notification-toolbar">
      <FilterChips label="Show" options={FILTERS} value={props.filter} onChange={props.onFilter} />
      <TextField
        label="Search notifications"
        type="search"
        placeholder="Title or message"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <div className="button-row notification-actions">
        <button type="button" className="button" disabled={props.busy} onClick={props.onMarkRead}>
          Mark Read
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={props.busy}
          onClick={props.onDelete}
        >
          Delete
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={props.busy}
          onClick={props.onMarkAllRead}
        >
          Mark All Read
        </button>
        <button type="button" className="button button-secondary" onClick={props.onRefresh}>
          Refresh
        </button>
      </div>
    </div>
  );
}
