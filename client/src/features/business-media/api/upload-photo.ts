import type { MediaItem } from '@baraat/shared/schemas/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadForm } from '@/lib/upload';
import { businessMediaKey } from './get-business-media';

export interface UploadPhotoInput {
  file: File;
  userId: number;
  businessId: number;
  onProgress: (progress: UploadProgress) => void;
}

/** POST /media/upload/ with file, user_id and business_id (docs/product/business-desk.md#calls). */
export function uploadPhoto({ file, userId, businessId, onProgress }: UploadPhotoInput) {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('business_id', String(businessId));
  form.append('file', file);
  return uploadForm<MediaItem>('media/upload/', form, onProgress);
}

export function useUploadPhoto(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessMediaKey(businessId) }),
  });
}
