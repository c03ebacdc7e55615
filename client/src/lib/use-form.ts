import { useCallback, useMemo, useState } from 'react';
import { type FieldErrors, visibleErrors } from './form';

/**
 * Form values with live validation: `validate` runs on every change; a field's message shows
 * once the field was touched or a submit was tried.
 */
export function useForm<V extends Record<string, string | boolean>>(
  initial: V,
  validate: (values: V) => FieldErrors,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo(
    () => ({ ...validate(values), ...serverErrors }),
    [values, validate, serverErrors],
  );
  const shown = visibleErrors(errors, touched, submitted);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(String(field)));
    setServerErrors(({ [String(field)]: _dropped, ...rest }) => rest);
  }, []);

  const touch = useCallback((field: keyof V) => {
    setTouched((current) => new Set(current).add(String(field)));
  }, []);

  const dirty = Object.entries(values).some(([key, value]) => value !== initial[key]);

  /** Props that bind a text input, select or textarea to a string field. */
  const bind = (field: keyof V & string) => ({
    name: field,
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) =>
      set(field, event.target.value as V[typeof field]),
    onBlur: () => touch(field),
    error: shown[field],
  });

  return {
    values,
    set,
    touch,
    errors,
    shown,
    isValid: Object.keys(errors).length === 0,
    dirty,
    bind,
    markSubmitted: () => setSubmitted(true),
    setServerErrors,
  };
}
