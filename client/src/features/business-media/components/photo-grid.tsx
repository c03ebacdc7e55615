import type { MediaItem } from '@baraat/shared/schemas/media';
import { Trans, useLingui } from '@lingui/react/macro';
import { written } from '@/lib/written';

/** The business's photos, the thumbnail marked, each with its own actions. */
export function PhotoGrid({
  photos,
  businessName: business,
  busy,
  onSetThumbnail,
  onDelete,
}: {
  photos: MediaItem[];
  businessName: string;
  /** A photo whose change is on its way: its buttons wait. */
  busy: number | null;
  onSetThumbnail: (photo: MediaItem) => void;
  onDelete: (photo: MediaItem) => void;
}) {
  const { t } = useLingui();
  const businessName = written(business);
  return (
    <ul className="media-grid" aria-label={t`Photos`}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <li key={photo.media_id} className="media-tile">
            <div className="media-tile-image">
              <img
                src={photo.preview_link}
                alt={photo.title || t`${businessName} photo ${number}`}
                // A caption the owner wrote is kept as written.
                translate={photo.title ? 'no' : undefined}
                loading="lazy"
                width={400}
                height={300}
              />
              {photo.is_thumbnail && (
                <span className="tag media-thumbnail-tag">
                  <Trans>Thumbnail</Trans>
                </span>
              )}
            </div>
            <div className="media-tile-actions">
              {!photo.is_thumbnail && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy === photo.media_id}
                  aria-label={t`Set photo ${number} as thumbnail`}
                  onClick={() => onSetThumbnail(photo)}
                >
                  <Trans>Set as thumbnail</Trans>
                </button>
              )}
              <button
                type="button"
                className="button button-secondary button-danger"
                disabled={busy === photo.media_id}
                aria-label={t`Delete photo ${number}`}
                onClick={() => onDelete(photo)}
              >
                <Trans>Delete</Trans>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
