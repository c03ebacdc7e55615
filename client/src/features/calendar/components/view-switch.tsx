// Month / Week / Day: a segmented control of real buttons; the pressed one is the view shown.
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-week';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

export function ViewSwitch({
  view,
  onChange,
}: {
  view: CalendarView;
  onChange: (view: CalendarView) => void;
}) {
  return (
    <fieldset className="calendar-view-switch">
      <legend className="visually-hidden">Calendar view</legend>
      {CALENDAR_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {VIEW_LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}
