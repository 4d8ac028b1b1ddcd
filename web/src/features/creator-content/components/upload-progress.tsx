import { formatBytes, formatDuration, type TransferStats } from '@/lib/upload/transfer-rate';
import styles from './creator-content.module.css';

type UploadProgressProps = { filename: string; stats: TransferStats; state: 'uploading' | 'paused' | 'failed' };

const STATE_TEXT = { uploading: 'Uploading', paused: 'Paused', failed: 'Stopped' };

/** Real progress: percent, bytes, speed and time left, the bar carries the value for screen readers. */
export const UploadProgress = ({ filename, stats, state }: UploadProgressProps) => {
  const percent = stats.totalBytes ? Math.floor((stats.sentBytes / stats.totalBytes) * 100) : 0;
  return (
    <div className={styles.stack}>
      <p className={styles.fileName}>{filename}</p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={`Uploading ${filename}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} percent`}
      >
        <div className={styles.progressFill} data-state={state} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.progressStats}>
        <span>
          {STATE_TEXT[state]} · <strong data-testid="upload-percent">{percent}%</strong>
        </span>
        <span>
          {formatBytes(stats.sentBytes)} of {formatBytes(stats.totalBytes)}
        </span>
        {state === 'uploading' && stats.bytesPerSecond !== null && <span>{formatBytes(stats.bytesPerSecond)}/s</span>}
        {state === 'uploading' && stats.secondsLeft !== null && (
          <span>about {formatDuration(stats.secondsLeft)} left</span>
        )}
      </div>
    </div>
  );
};
