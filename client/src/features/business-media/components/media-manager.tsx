import { MEDIA_MAX_PER_BUSINESS, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import type { MediaItem } from '@baraat/shared/schemas/media';
import { Trans, useLingui } from '@lingui/react/macro';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toasts';
import { useDeletePhoto } from '../api/delete-photo';
import { useBusinessMedia } from '../api/get-business-media';
import { useSetThumbnail } from '../api/set-thumbnail';
import { PhotoGrid } from './photo-grid';
import { PhotoUploader } from './photo-uploader';

/** The owner's photos (docs/product/business-desk.md#business-management): upload with progress, pick the thumbnail, delete. */
export function MediaManager({
  businessId,
  businessName,
  userId,
}: {
  businessId: number;
  businessName: string;
  userId: number;
}) {
  const { t, i18n } = useLingui();
  const media = useBusinessMedia(businessId);
  const thumbnail = useSetThumbnail(businessId);
  const removal = useDeletePhoto(businessId);
  const [confirm, confirmDialog] = useConfirm();
  const busy =
    (thumbnail.isPending && thumbnail.variables) ||
    (removal.isPending && removal.variables) ||
    null;

  const choose = (photo: MediaItem) =>
    thumbnail.mutate(photo.media_id, {
      onError: () => showToast('error', i18n._(MEDIA_TEXTS.thumbnailFailed)),
    });

  const remove = async (photo: MediaItem) => {
    if (
      !(await confirm({
        question: i18n._(MEDIA_TEXTS.confirmDelete),
        confirmLabel: t`Delete`,
      }))
    )
      return;
    removal.mutate(photo.media_id, {
      onSuccess: () => showToast('success', i18n._(MEDIA_TEXTS.deleted)),
      onError: () => showToast('error', i18n._(MEDIA_TEXTS.deleteFailed)),
    });
  };

  if (media.status === 'pending') return <Spinner />;
  if (media.status === 'error') {
    return (
      <RetryAlert onRetry={() => void media.refetch()}>{i18n._(MEDIA_TEXTS.loadFailed)}</RetryAlert>
    );
  }
  const photos = media.data;
  const count = photos.length;
  const max = MEDIA_MAX_PER_BUSINESS;
  return (
    <div className="media-manager">
      <PhotoUploader businessId={businessId} userId={userId} photoCount={photos.length} />
      <p className="muted" aria-live="polite">
        <Trans>
          {count} of {max} photos
        </Trans>
      </p>
      {photos.length === 0 ? (
        <p className="media-empty">
          <Trans>
            No photos yet. Upload your first photo: it becomes the thumbnail customers see on search
            results.
          </Trans>
        </p>
      ) : (
        <PhotoGrid
          photos={photos}
          businessName={businessName}
          busy={busy}
          onSetThumbnail={choose}
          onDelete={(photo) => void remove(photo)}
        />
      )}
      {confirmDialog}
    </div>
  );
}
