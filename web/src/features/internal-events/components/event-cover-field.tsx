import { useEffect, useId, useState } from 'react';
import { EVENT_COVER_MAX_BYTES } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { useFileUpload } from '@/lib/upload/use-file-upload';
import styles from './internal-events.module.css';

type Props = {
  scope: string;
  value: string | null;
  currentUrl: string | null;
  onChange: (uploadId: string | null) => void;
  error?: string;
};

const mediaUrl = (uploadId: string) => `/api/uploads/${uploadId}/media/`;

/** The event's cover: an image through the upload pipeline (at most 5 MB), with a preview and Remove. */
export const EventCoverField = ({ scope, value, currentUrl, onChange, error }: Props) => {
  const upload = useFileUpload(scope);
  const inputId = useId();
  const [tooBigError, setTooBigError] = useState<string>();
  const { state } = upload;
  const finishedId = state.status === 'done' ? state.upload.id : null;
  useEffect(() => {
    if (finishedId) onChange(finishedId);
    // Only a newly finished upload changes the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishedId]);
  const tooBig = (file: File) => file.size > EVENT_COVER_MAX_BYTES;
  const preview = value ? (value === finishedId || !currentUrl ? mediaUrl(value) : currentUrl) : null;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={inputId}>
        Cover image (optional)
      </label>
      {preview && <img className={styles.coverPreview} src={preview} alt="Cover preview" />}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setTooBigError(tooBig(file) ? 'The cover image can be at most 5 MB. Pick a smaller image.' : undefined);
          if (!tooBig(file)) void upload.start(file);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.muted}>
        JPEG, PNG, WebP or GIF, up to 5 MB. Shown on the event for creators.
      </p>
      {state.status === 'uploading' && (
        <p className={styles.muted} role="status">
          Uploading… {Math.round((state.stats.sentBytes / Math.max(1, state.stats.totalBytes)) * 100)}%
        </p>
      )}
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      {(tooBigError ?? error) && (
        <p className={styles.error} role="alert">
          {tooBigError ?? error}
        </p>
      )}
      {value && (
        <div>
          <Button
            size="small"
            color="tertiary"
            onClick={() => {
              upload.forget();
              onChange(null);
            }}
          >
            Remove cover
          </Button>
        </div>
      )}
    </div>
  );
};
