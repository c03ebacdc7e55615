// The one way a long form says what stops it (docs/product/texts.md#forms): each message beside
// its field (FieldShell: aria-invalid, aria-describedby, the message under the control), one
// summary next to the submit button (components/ui/form-summary.tsx: the refusal, or the form's
// own words for what is missing), and the focus on the first field in error — on the summary
// when nothing names a field — scrolled into view, inside a dialog that scrolls too.
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { FieldErrors } from './form';

const REQUEST_PARTS = new Set(['body', 'query', 'path']);

/** A 422 issue's field as the forms key theirs: ['body','events',1,'worker_id'] → 'events.1.worker_id'. */
export function issueField(loc: ValidationIssue['loc']): string {
  const path = REQUEST_PARTS.has(String(loc[0])) ? loc.slice(1) : loc;
  return path.join('.');
}

/** The server's 422 issues by field path, each field's first message. */
export function issueErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue.loc);
    if (field) errors[field] ??= issue.msg;
  }
  return errors;
}

/** What a field in error is shown with: its label and message, or a group of controls. */
const FIELD_BOX = '.field, .calendar-time-field';

/** Moves the focus to the first field in error inside `root`, else to its summary. */
export function focusFirstError(root: HTMLElement | null): void {
  const target =
    root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
    root?.querySelector<HTMLElement>('.form-summary');
  if (!target) return;
  target.focus({ preventScroll: true });
  // The label, the control and its message together, in the middle of whatever scrolls.
  (target.closest(FIELD_BOX) ?? target).scrollIntoView?.({ block: 'center' });
}
