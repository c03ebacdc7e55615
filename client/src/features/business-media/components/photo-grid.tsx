import type { MediaItem } from '@baraat/shared/schemas/media';

/** The business's photos, the thumbnail marked, each with its own actions. */
export function PhotoGrid({
  photos,
  businessName,
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
  return (
    <ul className="media-grid" aria-label="Photos">
      {photos.map((photo, index) => {
        const name = `photo ${index + 1}`;
        return (
          <li key={photo.media_id} className="media-tile">
            <div className="media-tile-image">
              <img
                src={photo.preview_link}
                alt={photo.title || `${businessName} ${name}`}
                loading="lazy"
                width={400}
                height={300}
              />
              {photo.is_thumbnail && <span className="tag media-thumbnail-tag">Thumbnail</span>}
            </div>
            <div className="media-tile-actions">
              {!photo.is_thumbnail && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy === photo.media_id}
                  aria-label={`Set ${name} as thumbnail`}
                  onClick={() => onSetThumbnail(photo)}
                >
                  Set as thumbnail
                </button>
              )}
              <button
                type="button"
                className="button button-secondary button-danger"
                disabled={busy === photo.media_id}
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(photo)}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
