import type { MediaItem } from '@baraat/shared/schemas/media';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export function getBusinessMedia(businessId: number): Promise<MediaItem[]> {
  return call(() => api.get(`media/business/${businessId}`).json<MediaItem[]>());
}

export const businessMediaKey = (businessId: number) => ['business-media', businessId] as const;

/** The business's photos, thumbnail first (as the public profile shows them). */
export function useBusinessMedia(businessId: number) {
  return useQuery({
    queryKey: businessMediaKey(businessId),
    queryFn: () => getBusinessMedia(businessId),
  });
}
