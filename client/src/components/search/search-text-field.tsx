// A search box that suggests as the visitor types (docs/product/discovery.md#suggestions-as-you-type),
// built on the WAI-ARIA combobox pattern: the input owns a listbox of suggestions, the arrow
// keys move through them (the input keeps the focus; aria-activedescendant names the chosen
// one), Enter or a tap takes one and searches, Escape closes the list, and a polite live
// region says how many there are.
import type { SearchSuggestion, SuggestionKind } from '@baraat/shared/domain/search-suggestions';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FieldShell } from '@/components/ui/field-shell';
import { useSearchSuggestions } from './use-search-suggestions';

const KIND_LABELS: Record<SuggestionKind, MessageDescriptor> = {
  type: msg`Type`,
  city: msg`City`,
  vendor: msg`Vendor`,
};

const URDU_SCRIPT = /[\u0600-\u06FF]/;

/** "5 suggestions", "1 suggestion": what a screen reader hears when the list changes. */
export const suggestionCount = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# suggestion', other: '# suggestions' })}`;

interface SearchTextFieldProps {
  label: string;
  value: string;
  /** The text typed, or the search text of a suggestion taken. */
  onChange: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/**
 * Taking a suggestion sets the text and submits the box's form, so Enter on a suggestion
 * searches for it; a box outside a form (one that searches as the text changes) only sets it.
 */
export function SearchTextField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
}: SearchTextFieldProps) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, refresh } = useSearchSuggestions(value);
  const shown = open ? suggestions : [];
  const optionId = (at: number) => `${listId}-option-${at}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const take = (suggestion: SearchSuggestion) => {
    flushSync(() => {
      onChange(suggestion.text);
      close();
    });
    input.current?.form?.requestSubmit();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((at) => (shown.length > 0 ? (at + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((at) => (at <= 0 ? count - 1 : at - 1));
    } else if (event.key === 'Enter') {
      const chosen = shown[active];
      if (chosen) {
        event.preventDefault();
        take(chosen);
      } else {
        close();
      }
    } else if (event.key === 'Escape' && shown.length > 0) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FieldShell label={label}>
      {(control) => (
        <div className="field-control search-suggest">
          <input
            {...control}
            ref={input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            maxLength={maxLength}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={refresh}
            onBlur={close}
            onKeyDown={keyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t`${label} suggestions`}
            className="search-suggestions"
            hidden={shown.length === 0}
          >
            {shown.map((suggestion, at) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (aria-activedescendant)
              <div
                key={`${suggestion.kind}:${suggestion.label}`}
                id={optionId(at)}
                role="option"
                tabIndex={-1}
                aria-selected={at === active}
                // The input keeps the focus, so the list stays open until the tap is taken.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => take(suggestion)}
              >
                <bdi lang={URDU_SCRIPT.test(suggestion.label) ? 'ur' : undefined}>
                  {suggestion.label}
                </bdi>
                <span className="muted">{i18n._(KIND_LABELS[suggestion.kind])}</span>
              </div>
            ))}
          </div>
          <div className="visually-hidden" aria-live="polite">
            {shown.length > 0 ? i18n._(suggestionCount(shown.length)) : ''}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
