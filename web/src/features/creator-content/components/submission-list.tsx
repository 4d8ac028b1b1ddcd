import type { TSubmission } from '@schemas/content';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatBytes } from '@/lib/upload/transfer-rate';
import styles from './creator-content.module.css';
import { MediaPreview } from './media-preview';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatSeconds, SUBMISSION_STATUS_LABELS } from '@/lib/format';

const Version = ({ submission }: { submission: TSubmission }) => (
  <Card as="article" className={styles.version} aria-labelledby={`version-${submission.id}`}>
    <header className={styles.versionHeader}>
      <h3 id={`version-${submission.id}`} className={styles.versionTitle}>
        Version {submission.version}
      </h3>
      <StatusBadge status={submission.status} label={SUBMISSION_STATUS_LABELS[submission.status]} />
    </header>
    {submission.media && (
      <MediaPreview media={submission.media} label={`Version ${submission.version}: ${submission.media.filename}`} />
    )}
    {submission.media && (
      <p className={styles.muted}>
        {submission.media.filename} · {formatBytes(submission.media.size_bytes)} · sent{' '}
        {formatDate(submission.created_at)}
      </p>
    )}
    {submission.caption ? (
      <p className={styles.caption}>{submission.caption}</p>
    ) : (
      <p className={styles.muted}>No caption.</p>
    )}
    {submission.comments.length > 0 && (
      <ul className={styles.comments} aria-label={`Feedback on version ${submission.version}`}>
        {submission.comments.map((comment) => (
          <li key={comment.id}>
            <span className={styles.commentAuthor}>{comment.author_name}</span>
            {comment.at_seconds !== null && ` at ${formatSeconds(comment.at_seconds)}`}: {comment.body}
          </li>
        ))}
      </ul>
    )}
  </Card>
);

/** Every version the creator sent, newest first, with the brand's feedback. */
export const SubmissionList = ({ submissions }: { submissions: TSubmission[] }) =>
  submissions.length === 0 ? (
    <EmptyState
      headingLevel={3}
      title="Nothing submitted yet"
      description="Upload your photo or video with a caption; the brand reviews it here."
    />
  ) : (
    <ol className={styles.versions} aria-label="Your submissions">
      {submissions.map((submission) => (
        <li key={submission.id}>
          <Version submission={submission} />
        </li>
      ))}
    </ol>
  );
