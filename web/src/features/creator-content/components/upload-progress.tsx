import { ProgressBar } from '@/components/ui/progress-bar';
import { formatBytes, formatDuration, sentPercent, type TransferStats } from '@/lib/upload/transfer-rate';
import styles from './creator-content.module.css';

type UploadProgressProps = { filename: string; stats: TransferStats; state: 'uploading' | 'paused' | 'failed' };

const STATE_TEXT = { uploading: 'Uploading', paused: 'Paused', failed: 'Stopped' };

/** Real progress: percent, bytes, speed and time left, the bar carries the value for screen readers. */
export const UploadProgress = ({ filename, stats, state }: UploadProgressProps) => {
  const percent = sentPercent(stats);
  return (
    <div className={styles.stack}>
      <p className={styles.fileName}>{filename}</p>
      <ProgressBar
        className={styles.progressTrack}
        fillClassName={styles.progressFill}
        state={state}
        label={`Uploading ${filename}`}
        value={percent}
        valueText={`${percent} percent`}
      />
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
