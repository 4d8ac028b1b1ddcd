import { DEFAULT_UPLOAD_MAX_BYTES, mediaTypeForFilename } from '@schemas/uploads';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatBytes } from '@/lib/upload/transfer-rate';
import styles from './creator-content.module.css';
import { FileDropZone } from './file-drop-zone';
import { MediaPreview } from './media-preview';
import { UnfinishedUpload, type Upload } from './unfinished-upload';
import { useCheckedUpload } from './use-checked-upload';

const HINT = `JPEG, PNG, WebP, GIF, HEIC, MP4, MOV or WebM, up to ${formatBytes(DEFAULT_UPLOAD_MAX_BYTES)}. Large videos upload in parts and resume if the connection drops.`;

/** Refuses what the server would refuse, before a byte is sent. */
const problemWith = (file: File) => {
  if (!mediaTypeForFilename(file.name)) return `“${file.name}” is not a photo or video we accept. ${HINT}`;
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES)
    return `“${file.name}” is ${formatBytes(file.size)}; files can be at most ${formatBytes(DEFAULT_UPLOAD_MAX_BYTES)}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
};

/** Choose a file, watch it upload (pause, resume, cancel), and see it once it is stored. */
export const UploadPanel = ({ upload }: { upload: Upload }) => {
  const { state, forget } = upload;
  const { problem, choose } = useCheckedUpload(upload, problemWith);

  return (
    <Card title="Media" description="The photo or video the brand will review.">
      <div className={styles.stack}>
        {state.status === 'idle' && <FileDropZone onFile={choose} hint={HINT} />}
        <UnfinishedUpload upload={upload} onFile={choose} />
        {state.status === 'done' && (
          <>
            <p className={styles.fileName} role="status">
              <CheckCircleIcon size={18} /> {state.upload.filename} uploaded ({formatBytes(state.upload.size_bytes)})
            </p>
            <MediaPreview
              media={{ kind: state.upload.kind, url: state.upload.media_url, content_type: state.upload.content_type }}
              label={`Preview of ${state.upload.filename}`}
            />
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
