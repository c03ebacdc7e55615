import type { MediaItem } from '@baraat/shared/schemas/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { businessMediaKey } from './get-business-media';

export function setThumbnail(businessId: number, mediaId: number): Promise<MediaItem> {
  return call(() =>
    api.post(`media/business/${businessId}/thumbnail/${mediaId}`).json<MediaItem>(),
  );
}

export function useSetThumbnail(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => setThumbnail(businessId, mediaId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessMediaKey(businessId) }),
  });
}
