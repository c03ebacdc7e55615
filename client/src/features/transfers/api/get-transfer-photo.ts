import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** The receipt photo, fetched with the session (an <img> alone would carry none), as a blob. */
export const useTransferPhoto = (url: string, enabled: boolean) =>
  useQuery({
    queryKey: ['transfer-photo', url],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => call(() => api.get(url.replace(/^\/api\//, '')).blob()),
  });
