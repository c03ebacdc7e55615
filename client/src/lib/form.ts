import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field, from parsing `values` with a shared schema. */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
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
