// Month / Week / Day: a segmented control of real buttons; the pressed one is the view shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-week';

/** Translated where shown. */
const VIEW_LABELS: Record<CalendarView, MessageDescriptor> = {
  month: msg`Month`,
  week: msg`Week`,
  day: msg`Day`,
};

export function ViewSwitch({
  view,
  onChange,
}: {
  view: CalendarView;
  onChange: (view: CalendarView) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="calendar-view-switch">
      <legend className="visually-hidden">
        <Trans>Calendar view</Trans>
      </legend>
      {CALENDAR_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {i18n._(VIEW_LABELS[option])}
        </button>
      ))}
    </fieldset>
  );
}
