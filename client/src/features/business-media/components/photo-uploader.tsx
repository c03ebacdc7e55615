import { MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useUploadPhoto } from '../api/upload-photo';
import { PHOTO_ACCEPT, photoProblem } from '../photo-checks';

type Upload = { state: 'sending' | 'done'; percent: number } | null;

/** Picks one photo, checks it here first, then sends it with a progress bar. */
export function PhotoUploader({
  businessId,
  userId,
  photoCount,
}: {
  businessId: number;
  userId: number;
  photoCount: number;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [upload, setUpload] = useState<Upload>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useUploadPhoto(businessId);
  const sending = upload?.state === 'sending';
  const percent = upload?.percent ?? 0;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const refusal = photoProblem(file, photoCount);
    setProblem(refusal);
    if (refusal) return;
    setUpload({ state: 'sending', percent: 0 });
    send.mutate(
      {
        file,
        userId,
        businessId,
        onProgress: ({ loaded, total }) =>
          setUpload({ state: 'sending', percent: Math.round((loaded / total) * 100) }),
      },
      {
        onSuccess: () => {
          setUpload({ state: 'done', percent: 100 });
          showToast('success', i18n._(MEDIA_TEXTS.uploaded));
        },
        onError: (error) => {
          setUpload(null);
          setProblem((error instanceof ApiError && error.detail) || MEDIA_TEXTS.uploadFailed);
        },
      },
    );
  };

  return (
    <div className="media-uploader">
      {/* The input comes first so that its focus can outline the label that looks like a button. */}
      <input
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        className="visually-hidden"
        disabled={sending}
        onChange={pick}
      />
      <label htmlFor={inputId} className="button">
        <Trans>Upload Photo</Trans>
      </label>
      <p className="muted">
        <Trans>JPEG, PNG or WebP, up to 5MB each, at most 10 photos.</Trans>
      </p>
      {upload && (
        <div className="media-progress">
          <label htmlFor={`${inputId}-progress`}>
            {upload.state === 'done' ? t`Upload complete` : t`Uploading… ${percent}%`}
          </label>
          <progress id={`${inputId}-progress`} max={100} value={upload.percent} />
        </div>
      )}
      {problem && <Alert tone="error">{i18n._(problem)}</Alert>}
    </div>
  );
}
