// A date field that shows and takes day/month/year whatever language the browser runs in.
// Chromium lays out <input type="date"> in the browser's own locale (month first in en-US)
// and ignores a lang attribute on the field, so the text is ours: typed day first, kept as
// YYYY-MM-DD like a date input's value. The calendar button opens the browser's own picker
// on a date input kept out of sight, which also keeps min and max.
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useRef, useState } from 'react';
import { readDayMonthYear, toDayMonthYear, withSlashes } from './day-month-year';
import { TextField } from './text-field';

type DateFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'adornment' | 'value' | 'onChange'
> & {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  /** Called with YYYY-MM-DD once the text is a whole date, and with '' when it is not. */
  onChange: (event: { target: { value: string } }) => void;
};

export function DateField({ value, onChange, onBlur, min, max, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => toDayMonthYear(value));
  const [shown, setShown] = useState(value);
  // Typed into since the field was last left.
  const [typing, setTyping] = useState(false);
  // A value set from outside (a reset, a day chosen in the calendar) replaces the text, but
  // the value the text itself produced leaves it as it is, and so does one that comes while a
  // date is half typed: on a slow line the range a screen asked for (the analytics' default
  // days) may arrive mid-date, and the person's keys must not land after a date they did not
  // type.
  if (value !== shown) {
    setShown(value);
    const typed = readDayMonthYear(text);
    if ((typed ?? '') !== value && !(typing && typed === null)) setText(toDayMonthYear(value));
  }
  const change = (next: string) => {
    if (next !== value) onChange({ target: { value: next } });
  };

  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t`dd/mm/yyyy`}
      value={text}
      onChange={(event) => {
        const typed = withSlashes(text, event.target.value);
        setText(typed);
        setTyping(true);
        change(readDayMonthYear(typed) ?? '');
      }}
      onBlur={(event) => {
        setTyping(false);
        const date = readDayMonthYear(text);
        if (date) setText(toDayMonthYear(date));
        onBlur?.(event);
      }}
      adornment={
        <span className="date-field-pick">
          <button
            type="button"
            className="field-toggle"
            aria-label={t`Open calendar`}
            title={t`Open calendar`}
            disabled={props.disabled}
            onClick={() => picker.current?.showPicker()}
          >
            <CalendarIcon />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={value}
            min={min}
            max={max}
            onChange={(event) => {
              setText(toDayMonthYear(event.target.value));
              change(event.target.value);
            }}
          />
        </span>
      }
    />
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
