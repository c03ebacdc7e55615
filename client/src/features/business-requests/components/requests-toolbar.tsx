import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <div className="requests-toolbar">
      <TextField
        label={t`Search requests`}
        type="search"
        placeholder={t`Customer name, email or message`}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <fieldset className="chip-row request-tabs">
        <legend className="visually-hidden">
          <Trans>Request status</Trans>
        </legend>
        {REQUEST_TABS.map((key) => (
          <button
            key={key}
            type="button"
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-pressed={tab === key}
            onClick={() => onTab(key)}
          >
            {i18n._(TAB_LABELS[key])} ({counts[key]})
          </button>
        ))}
      </fieldset>
      <div className="requests-sort">
        <SelectField
          label={t`Sort by`}
          value={sort === 'assignment' && tab !== 'verified' ? 'date' : sort}
          onChange={(event) => onSort(event.target.value as SortKey)}
        >
          <option value="date">{t`Date`}</option>
          <option value="price">{t`Price`}</option>
          <option value="customer">{t`Customer`}</option>
          {tab === 'verified' && <option value="assignment">{assignmentColumn}</option>}
        </SelectField>
        <button
          type="button"
          className="button button-secondary"
          onClick={onToggleOrder}
          aria-label={
            ascending
              ? t`Ascending order: switch to descending`
              : t`Descending order: switch to ascending`
          }
        >
          {ascending ? t`↑ Asc` : t`↓ Desc`}
        </button>
      </div>
    </div>
  );
}
