import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { REQUEST_TABS, type RequestTab, type SortKey, TAB_LABELS } from '../request-view';

/** Search, the four tabs with their counts, and the sort (docs/product/requests.md#booking-requests-screen). */
export function RequestsToolbar({
  tab,
  counts,
  search,
  sort,
  ascending,
  assignmentColumn,
  onTab,
  onSearch,
  onSort,
  onToggleOrder,
}: {
  tab: RequestTab;
  counts: Record<RequestTab, number>;
  search: string;
  sort: SortKey;
  ascending: boolean;
  assignmentColumn: string;
  onTab: (tab: RequestTab) => void;
  onSearch: (text: string) => void;
  onSort: (key: SortKey) => void;
  onToggleOrder: () => void;
}) {
  return (
    <div className="requests-toolbar">
      <TextField
        label="Search requests"
        type="search"
        placeholder="Customer name, email or message"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <fieldset className="chip-row request-tabs">
        <legend className="visually-hidden">Request status</legend>
        {REQUEST_TABS.map((key) => (
          <button
            key={key}
            type="button"
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-pressed={tab === key}
            onClick={() => onTab(key)}
          >
            {TAB_LABELS[key]} ({counts[key]})
          </button>
        ))}
      </fieldset>
      <div className="requests-sort">
        <SelectField
          label="Sort by"
          value={sort === 'assignment' && tab !== 'verified' ? 'date' : sort}
          onChange={(event) => onSort(event.target.value as SortKey)}
        >
          <option value="date">Date</option>
          <option value="price">Price</option>
          <option value="customer">Customer</option>
          {tab === 'verified' && <option value="assignment">{assignmentColumn}</option>}
        </SelectField>
        <button
          type="button"
          className="button button-secondary"
          onClick={onToggleOrder}
          aria-label={
            ascending
              ? 'Ascending order: switch to descending'
              : 'Descending order: switch to ascending'
          }
        >
          {ascending ? '↑ Asc' : '↓ Desc'}
        </button>
      </div>
    </div>
  );
}
