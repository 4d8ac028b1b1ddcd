import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/upload/transfer-rate';
import type { useFileUpload } from '@/lib/upload/use-file-upload';
import styles from './creator-content.module.css';
import { FileDropZone } from './file-drop-zone';
import { UploadProgress } from './upload-progress';

export type Upload = ReturnType<typeof useFileUpload>;

type UnfinishedUploadProps = { upload: Upload; onFile: (file: File) => void; accept?: string };

/**
 * An upload that has not finished: its progress with pause, resume and cancel, or (after a reload) the way to
 * resume it by choosing the same file again. Nothing while idle or done.
 */
export const UnfinishedUpload = ({ upload, onFile, accept }: UnfinishedUploadProps) => {
  const { state, start, pause, cancel } = upload;
  if (state.status === 'interrupted') {
    return (
      <div className={styles.notice} role="status">
        <strong>
          Your upload of “{state.session.filename}” stopped at {formatBytes(state.receivedBytes)} of{' '}
          {formatBytes(state.session.sizeBytes)}.
        </strong>
        <span>Choose the same file again and it continues where it stopped.</span>
        <FileDropZone
          onFile={onFile}
          title="Choose the same file to resume"
          hint={state.session.filename}
          accept={accept}
        />
        <div className={styles.actions}>
          <Button color="tertiary" onClick={() => void cancel()}>
            Discard it and start over
          </Button>
        </div>
      </div>
    );
  }
  if (state.status !== 'uploading' && state.status !== 'paused' && state.status !== 'failed') return null;
  return (
    <>
      <UploadProgress filename={state.file.name} stats={state.stats} state={state.status} />
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <div className={styles.actions}>
        {state.status === 'uploading' ? (
          <Button color="secondary" onClick={pause}>
            Pause
          </Button>
        ) : (
          <Button color="secondary" onClick={() => void start(state.file)}>
            {state.status === 'failed' ? 'Try again' : 'Resume'}
          </Button>
        )}
        <Button color="tertiary" onClick={() => void cancel()}>
          Cancel upload
        </Button>
      </div>
    </>
  );
};
