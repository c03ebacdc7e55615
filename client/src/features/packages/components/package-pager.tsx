interface PackagePagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function PackagePager({ page, totalPages, onChange }: PackagePagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Package pages">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      <span className="compare-page">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
