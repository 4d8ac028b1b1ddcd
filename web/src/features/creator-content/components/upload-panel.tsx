import { useState } from 'react';
import { DEFAULT_UPLOAD_MAX_BYTES, mediaTypeForFilename } from '@schemas/uploads';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatBytes } from '@/lib/upload/transfer-rate';
import type { useFileUpload } from '@/lib/upload/use-file-upload';
import styles from './creator-content.module.css';
import { FileDropZone } from './file-drop-zone';
import { MediaPreview } from './media-preview';
import { UploadProgress } from './upload-progress';

type Upload = ReturnType<typeof useFileUpload>;

const HINT = `JPEG, PNG, WebP, GIF, HEIC, MP4, MOV or WebM, up to ${formatBytes(DEFAULT_UPLOAD_MAX_BYTES)}. Large videos upload in parts and resume if the connection drops.`;

/** Refuses what the server would refuse, before a byte is sent. */
const problemWith = (file: File) => {
  if (!mediaTypeForFilename(file.name)) return `“${file.name}” is not a photo or video we accept. ${HINT}`;
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return `“${file.name}” is ${formatBytes(file.size)}; files can be at most ${formatBytes(DEFAULT_UPLOAD_MAX_BYTES)}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
};

/** Choose a file, watch it upload (pause, resume, cancel), and see it once it is stored. */
export const UploadPanel = ({ upload }: { upload: Upload }) => {
  const { state, start, pause, cancel, forget } = upload;
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File) => {
    const found = problemWith(file);
    setProblem(found);
    if (!found) void start(file);
  };

  return (
    <Card title="Media" description="The photo or video the brand will review.">
      <div className={styles.stack}>
        {state.status === 'idle' && <FileDropZone onFile={choose} hint={HINT} />}
        {state.status === 'interrupted' && (
          <div className={styles.notice} role="status">
            <strong>
              Your upload of “{state.session.filename}” stopped at {formatBytes(state.receivedBytes)} of {formatBytes(state.session.sizeBytes)}.
            </strong>
            <span>Choose the same file again and it continues where it stopped.</span>
            <FileDropZone onFile={choose} title="Choose the same file to resume" hint={state.session.filename} />
            <div className={styles.actions}>
              <Button color="tertiary" onClick={() => void cancel()}>
                Discard it and start over
              </Button>
            </div>
          </div>
        )}
        {(state.status === 'uploading' || state.status === 'paused' || state.status === 'failed') && (
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
        )}
        {state.status === 'done' && (
          <>
            <p className={styles.fileName} role="status">
              <CheckCircleIcon size={18} /> {state.upload.filename} uploaded ({formatBytes(state.upload.size_bytes)})
            </p>
            <MediaPreview media={{ kind: state.upload.kind, url: state.upload.media_url, content_type: state.upload.content_type }} label={`Preview of ${state.upload.filename}`} />
            <div className={styles.actions}>
              <Button color="tertiary" onClick={forget}>
                Choose a different file
              </Button>
            </div>
          </>
        )}
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </Card>
  );
};
