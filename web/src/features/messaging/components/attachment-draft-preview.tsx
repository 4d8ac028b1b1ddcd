import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatBytes, sentPercent } from '@/lib/upload/transfer-rate';
import type { AttachmentDraft } from './use-attachment-draft';
import styles from './messaging.module.css';

/** A preview of the chosen file straight from the disk, released when it changes. */
const useObjectUrl = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
};

/** The image waiting to be sent: thumbnail, upload progress or failure, and a way to remove it. */
export const AttachmentDraftPreview = ({ draft }: { draft: AttachmentDraft }) => {
  const { state, file, remove, retry } = draft;
  const localUrl = useObjectUrl(file);
  if (state.status === 'idle' || state.status === 'interrupted') return null;

  const name = state.status === 'done' ? state.upload.filename : state.file.name;
  const src = localUrl ?? (state.status === 'done' ? state.upload.media_url : null);
  const percent = state.status === 'done' ? 100 : sentPercent(state.stats);
  return (
    <div className={styles.draft} data-state={state.status}>
      {src ? (
        <img className={styles.draftThumb} src={src} alt={`Preview of ${name}`} />
      ) : (
        <span className={styles.draftThumb} aria-hidden="true" />
      )}
      <div className={styles.draftInfo}>
        <span className={styles.draftName}>{name}</span>
        {state.status === 'uploading' && (
          <>
            <ProgressBar
              className={styles.draftTrack}
              fillClassName={styles.draftFill}
              label={`Uploading ${name}`}
              value={percent}
            />
            <span className={styles.sub}>Uploading · {percent}%</span>
          </>
        )}
        {state.status === 'done' && (
          <span className={styles.sub}>Ready to send · {formatBytes(state.upload.size_bytes)}</span>
        )}
        {(state.status === 'failed' || state.status === 'paused') && (
          <span className={styles.draftError} role="alert">
            {state.status === 'failed' ? state.message : 'The upload stopped.'}{' '}
            <Button type="link" size="small" onClick={retry}>
              Try again
            </Button>
          </span>
        )}
      </div>
      <Button
        className={styles.draftRemove}
        color="tertiary"
        size="small"
        icon={<CloseIcon size={16} />}
        onClick={remove}
        aria-label={`Remove ${name}`}
      />
    </div>
  );
};
