/** A row of toggle chips choosing one filter; the chosen one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="chip-row" role="toolbar" aria-label={label}>
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          className={`chip${value === option ? ' chip-on' : ''}`}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
