import { useLingui } from '@lingui/react/macro';

/** "N errors to fix" above a form while it has errors (docs/product/README.md#routes-and-guards customer sign-up). */
export function ErrorCount({ count }: { count: number }) {
  const { t } = useLingui();
  if (count === 0) return null;
  return (
    <p className="error-count" role="status">
      {count === 1 ? t`1 error to fix` : t`${count} errors to fix`}
    </p>
  );
}
