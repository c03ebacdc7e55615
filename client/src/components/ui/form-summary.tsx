// What stops a form, said next to its submit button (docs/product/texts.md#forms): the server's
// refusal, or the form's own words for what is missing. It takes the focus when no field is
// named (lib/use-error-focus.ts).
import { useLingui } from '@lingui/react/macro';

export function FormSummary({ message }: { message: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <div className="alert alert-error form-summary" role="alert" tabIndex={-1}>
      {/* A text of shared/ arrives in English; the runtime translates it. */}
      {i18n._(message)}
    </div>
  );
}
