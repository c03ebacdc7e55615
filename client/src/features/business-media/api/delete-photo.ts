import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { businessMediaKey } from './get-business-media';

export function deletePhoto(mediaId: number): Promise<void> {
  return call(async () => {
    await api.delete(`media/${mediaId}`);
  });
}

export function useDeletePhoto(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessMediaKey(businessId) }),
  });
}
