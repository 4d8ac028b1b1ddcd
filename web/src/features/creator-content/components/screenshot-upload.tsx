import { MEDIA_TYPES, mediaTypeForFilename } from '@schemas/uploads';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatBytes } from '@/lib/upload/transfer-rate';
import styles from './creator-content.module.css';
import { FileDropZone } from './file-drop-zone';
import { UnfinishedUpload, type Upload } from './unfinished-upload';
import { useCheckedUpload } from './use-checked-upload';

/** A screenshot of the insights screen is a few MB at most; this keeps a stray video out. */
const SCREENSHOT_MAX_BYTES = 20 * 1024 * 1024;
const IMAGE_ACCEPT = [
  ...Object.values(MEDIA_TYPES).flatMap((t) => (t.kind === 'image' ? t.extensions.map((e) => `.${e}`) : [])),
  'image/*',
].join(',');
const HINT = `JPEG, PNG, WebP, GIF or HEIC, up to ${formatBytes(SCREENSHOT_MAX_BYTES)}.`;

const problemWith = (file: File) => {
  const type = mediaTypeForFilename(file.name);
  if (!type || MEDIA_TYPES[type].kind !== 'image') return `“${file.name}” is not an image. ${HINT}`;
  if (file.size > SCREENSHOT_MAX_BYTES)
    return `“${file.name}” is ${formatBytes(file.size)}; a screenshot can be at most ${formatBytes(SCREENSHOT_MAX_BYTES)}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
};

/** The optional screenshot of the platform's insights: choose, watch it upload, see it, or remove it. */
export const ScreenshotUpload = ({ upload, error }: { upload: Upload; error?: string }) => {
  const { state, forget } = upload;
  const { problem, choose } = useCheckedUpload(upload, problemWith);
  const message = problem ?? error;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Screenshot of the insights (optional)</legend>
      <p className={styles.muted}>Brands trust figures they can see: a screenshot of the post’s insights screen.</p>
      {state.status === 'idle' && (
        <FileDropZone onFile={choose} title="Choose a screenshot" hint={HINT} accept={IMAGE_ACCEPT} compact />
      )}
      <UnfinishedUpload upload={upload} onFile={choose} accept={IMAGE_ACCEPT} />
      {state.status === 'done' && (
        <div className={styles.screenshot}>
          <img className={styles.thumb} src={state.upload.media_url} alt={`Your screenshot ${state.upload.filename}`} />
          <p className={styles.fileName} role="status">
            <CheckCircleIcon size={18} /> {state.upload.filename} uploaded
          </p>
          <Button color="tertiary" size="small" onClick={forget}>
            Remove
          </Button>
        </div>
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
};
