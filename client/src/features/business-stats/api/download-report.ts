import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';

/** The file name the server gave in Content-Disposition, else a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'baraat-report.csv';
}

/**
 * Export Report (docs/product/payments.md#analytics): GET /business/{id}/report.csv with the bearer token (a plain link
 * would carry none), saved through a Blob link.
 */
export async function downloadReport(businessId: number, from: string, to: string) {
  const response = await call(() =>
    api.get(`business/${businessId}/report.csv`, {
      searchParams: { from, to },
      timeout: LONG_TIMEOUT_MS,
    }),
  );
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response.headers.get('Content-Disposition'));
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the file to the browser; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
