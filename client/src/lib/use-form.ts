// The one way a form validates (docs/architecture.md#3-client): what it sends is parsed with the shared zod
// schema, plus rules on fields that are never sent (a confirmation, the terms). The schema's
// module is imported when the form first shows, so zod is not in the first load of a screen.
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  checkValues,
  type FieldErrors,
  type FormRules,
  type FormValues,
  visibleErrors,
} from './form';
import { useErrorFocus } from './use-error-focus';

export type Checked<S extends z.ZodType> =
  | { ok: true; data: z.output<S> }
  | { ok: false; errors: FieldErrors };

export function useForm<V extends FormValues, S extends z.ZodType>(
  initial: V,
  rules: FormRules<V, S>,
) {
  const [values, setValues] = useState(initial);
  const [schema, setSchema] = useState<S | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Messages from the last submit ('submit' mode) or from the server; a change clears its own.
  const [reported, setReported] = useState<FieldErrors>({});
  const live = rules.show !== 'submit';
  const loadSchema = rules.schema;
  const { ref: formRef, showErrors } = useErrorFocus();

  useEffect(() => {
    let mounted = true;
    void loadSchema().then((loaded) => {
      if (mounted) setSchema(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [loadSchema]);

  const errors = live
    ? { ...(schema ? checkValues(schema, rules, values).errors : {}), ...reported }
    : reported;
  const shown = live ? visibleErrors(errors, touched, submitted) : reported;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(String(field)));
    setReported(({ [String(field)]: _dropped, ...rest }) => rest);
  }, []);

  const touch = useCallback((field: keyof V) => {
    setTouched((current) => new Set(current).add(String(field)));
  }, []);

  /** A submit: every message shows; the parsed payload when nothing stops it. */
  const check = async (): Promise<Checked<S>> => {
    setSubmitted(true);
    const checked = checkValues(schema ?? (await loadSchema()), rules, values);
    const { result } = checked;
    const found = { ...checked.errors, ...(live ? reported : {}) };
    if (!live) setReported(found);
    if (!result.success || Object.keys(found).length > 0) {
      showErrors();
      return { ok: false, errors: found };
    }
    return { ok: true, data: result.data };
  };

  /** Messages from the server's refusal, shown on their fields until changed; the focus goes
   * to the first (or to the form's summary when none names a field). */
  const report = useCallback(
    (found: FieldErrors) => {
      setReported(found);
      showErrors();
    },
    [showErrors],
  );

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
    /** Live mode: the schema has loaded and nothing is wrong. */
    isValid: schema !== null && Object.keys(errors).length === 0,
    dirty: Object.entries(values).some(([key, value]) => value !== initial[key]),
    bind,
    check,
    report,
    /** The <form>'s ref: where the focus looks for the first message. */
    formRef,
    /** After a refusal that names no field: the focus goes to the form's summary. */
    showErrors,
  };
}
