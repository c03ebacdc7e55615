import { useCallback, useEffect, useState } from 'react';

/** How long the dashboard's banner stays (docs/product/messaging.md#notification-dashboard). */
export const BANNER_MS = 5000;

export interface Banner {
  tone: 'success' | 'warning' | 'error';
  text: string;
  /** A new banner with the same text restarts the 5 s. */
  id: number;
}

/** The dashboard's one banner: the outcome of the last action, gone after 5 s. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback(
    (tone: Banner['tone'], text: string) => setBanner({ tone, text, id: Date.now() }),
    [],
  );
  return { banner, show };
}
