import type { VendorMedia } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { inlineSign } from '@/lib/direction';
import { written } from '@/lib/written';

interface LightboxProps {
  images: VendorMedia[];
  index: number;
  vendorName: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A modal photo viewer: previous/next buttons and arrow keys, Escape closes. */
export function Lightbox({ images, index, vendorName: name, onIndex, onClose }: LightboxProps) {
  // Inside its names, the vendor's name as written (isolated, lib/written.ts).
  const vendorName = written(name);
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const number = index + 1;
  const image = images[index]!;
  const go = (step: number) => onIndex((index + step + images.length) % images.length);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t`${vendorName} photos`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The arrow pointing along the line goes on: the left one in right-to-left text.
        const forward = inlineSign(event.currentTarget);
        if (event.key === 'ArrowRight') go(forward);
        if (event.key === 'ArrowLeft') go(-forward);
      }}
    >
      <figure>
        <img
          src={image.media_link}
          alt={image.title ? written(image.title) : t`${vendorName} photo ${number}`}
        />
        <figcaption>
          <bdi>{image.title}</bdi> · {index + 1} / {images.length}
        </figcaption>
      </figure>
      <div className="lightbox-controls">
        <button type="button" className="button button-secondary" onClick={() => go(-1)}>
          <Trans>Previous</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={() => go(1)}>
          <Trans>Next</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  );
}
