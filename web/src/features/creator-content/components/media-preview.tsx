import type { TSubmission } from '@schemas/content';
import styles from './creator-content.module.css';

type Media = NonNullable<TSubmission['media']>;

/** The stored file, streamed from the API (videos seek with HTTP Range requests). */
export const MediaPreview = ({
  media,
  label,
}: {
  media: Pick<Media, 'kind' | 'url' | 'content_type'>;
  label: string;
}) =>
  media.kind === 'video' ? (
    <video className={styles.media} controls preload="metadata" aria-label={label}>
      <source src={media.url} type={media.content_type} />
    </video>
  ) : (
    <img className={styles.media} src={media.url} alt={label} loading="lazy" />
  );
