import { Trans, useLingui } from '@lingui/react/macro';

/** The page numbers to show: a sliding window of at most 5 around the current page (docs/product/discovery.md#the-customer-screens). */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, total);
  const start = Math.min(
    Math.max(1, current - Math.floor(size / 2)),
    Math.max(1, total - count + 1),
  );
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages" by default). */
  label?: string;
}

export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t`Pages`}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className={`button button-small${n === page ? '' : ' button-secondary'}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t`Page ${n}`}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
