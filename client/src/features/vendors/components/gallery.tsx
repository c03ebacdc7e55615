import type { VendorMedia } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { inlineSign } from '@/lib/direction';
import { written } from '@/lib/written';

// Opened by a tap on a photo, so it loads then rather than with the profile.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

const STEP_PX = 340;

/** A horizontal scroller of photos (cards 320 px, step 340 px) that opens a lightbox. */
export function Gallery({ media, vendorName: name }: { media: VendorMedia[]; vendorName: string }) {
  // Inside the gallery's names, the vendor's name as written (isolated, lib/written.ts).
  const vendorName = written(name);
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const images = media.filter((item) => item.media_type === 'image');
  if (images.length === 0)
    return (
      <p className="muted">
        <Trans>No photos yet.</Trans>
      </p>
    );
  // -1 toward the start of the row, 1 toward its end: the right in right-to-left text.
  const scroll = (direction: 1 | -1) => {
    const element = scroller.current;
    element?.scrollBy({ left: direction * inlineSign(element) * STEP_PX, behavior: 'smooth' });
  };

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery-arrow"
        aria-label={t`Scroll photos left`}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      {/* Its name and the photos' captions hold the vendor's words, kept as written (isolated). */}
      <ul className="gallery-track" ref={scroller} aria-label={t`Photos of ${vendorName}`}>
        {images.map((item, index) => {
          const number = index + 1;
          const count = images.length;
          return (
            <li key={item.media_id}>
              <button
                type="button"
                className="gallery-item"
                onClick={() => setOpen(index)}
                aria-label={t`Open photo ${number} of ${count}`}
              >
                <img
                  // Profiles cached offline before previews existed carry only media_link.
                  src={item.preview_link ?? item.media_link}
                  alt={item.title ? written(item.title) : t`${vendorName} photo ${number}`}
                  loading="lazy"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="gallery-arrow"
        aria-label={t`Scroll photos right`}
        onClick={() => scroll(1)}
      >
        ›
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={open}
            vendorName={name}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
