import type { Ref } from 'react';
import type { TSubmission } from '@schemas/content';
import styles from './content-review.module.css';

type MediaViewerProps = { submission: TSubmission; label: string; videoRef?: Ref<HTMLVideoElement> };

/**
 * One version's media: an image, or an HTML5 video player (the media URL answers Range requests, so seeking
 * fetches only the bytes needed).
 */
export const MediaViewer = ({ submission, label, videoRef }: MediaViewerProps) => {
  const media = submission.media;
  if (!media) return <div className={styles.noMedia}>This version has no media file.</div>;
  return (
    <figure className={styles.media}>
      {media.kind === 'video' ? (
        // Captions are not available for creator uploads; the caption text is shown below the player.
        <video
          ref={videoRef}
          className={styles.mediaElement}
          src={media.url}
          controls
          preload="metadata"
          playsInline
          aria-label={label}
        />
      ) : (
        <a
          href={media.url}
          target="_blank"
          rel="noreferrer"
          className={styles.imageLink}
          aria-label={`${label}: open the full-size image in a new tab`}
        >
          <img
            className={styles.mediaElement}
            src={media.url}
            alt={submission.caption ? `${label}: ${submission.caption}` : label}
          />
        </a>
      )}
      <figcaption className={styles.mediaCaption}>
        <span className={styles.versionTag}>v{submission.version}</span>
        {submission.caption || <em>No caption</em>}
      </figcaption>
    </figure>
  );
};
