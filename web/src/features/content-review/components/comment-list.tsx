import type { TSubmission } from '@schemas/content';
import styles from './content-review.module.css';
import { formatDateTime, formatSeconds } from '@/lib/format';

type CommentListProps = { comments: TSubmission['comments']; onSeek?: (seconds: number) => void; label?: string };

/** A version's review comments; a comment pinned to a moment of the video seeks the player there. */
export const CommentList = ({ comments, onSeek, label = 'Comments on this version' }: CommentListProps) => {
  if (comments.length === 0) return <p className={styles.muted}>No comments on this version yet.</p>;
  return (
    <ol className={styles.comments} aria-label={label}>
      {comments.map((c) => (
        <li key={c.id} className={styles.comment}>
          <div className={styles.commentMeta}>
            <strong>{c.author_name}</strong> · <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
          </div>
          <p className={styles.commentBody}>
            {c.at_seconds !== null &&
              (onSeek ? (
                <button
                  type="button"
                  className={styles.timestamp}
                  onClick={() => onSeek(c.at_seconds!)}
                  aria-label={`Play from ${formatSeconds(c.at_seconds)}`}
                >
                  {formatSeconds(c.at_seconds)}
                </button>
              ) : (
                <span className={styles.timestamp}>{formatSeconds(c.at_seconds)}</span>
              ))}
            {c.body}
          </p>
        </li>
      ))}
    </ol>
  );
};
