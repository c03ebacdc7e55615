import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type FormValues = Record<string, string | number | boolean | null>;

/** How one form validates: its shared schema and what the schema does not see. */
export interface FormRules<V extends FormValues, S extends z.ZodType> {
  /** Loads the shared schema (a dynamic import); keep the function stable (module level). */
  schema: () => Promise<S>;
  /** What is sent, from the values; the values themselves by default. */
  payload?: (values: V) => unknown;
  /** Rules on what the schema does not see (a confirmation, the terms). */
  extra?: (values: V) => FieldErrors;
  /**
   * 'live' (default): a field's message shows once it was touched or a submit was tried, and
   * follows each change. 'submit': messages appear on submit; a field's goes when it changes.
   */
  show?: 'live' | 'submit';
}

/** The values checked: the schema's answer on the payload, and every field's first message. */
export function checkValues<V extends FormValues, S extends z.ZodType>(
  schema: S,
  rules: FormRules<V, S>,
  values: V,
): { result: z.ZodSafeParseResult<z.output<S>>; errors: FieldErrors } {
  const result = schema.safeParse(rules.payload ? rules.payload(values) : values);
  const errors = {
    ...(result.success ? {} : firstMessages(result.error.issues)),
    ...rules.extra?.(values),
  };
  return { result, errors };
}

/** The first message per field, named by the last key of its path (`user.first_name` →
 * `first_name`), so a nested payload still reports to its input. */
export function firstMessages(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path.findLast((key) => typeof key === 'string') ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Errors to show: a field's error appears once it has been touched or a submit was tried. */
export function visibleErrors(
  errors: FieldErrors,
  touched: ReadonlySet<string>,
  submitted: boolean,
): FieldErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
}
