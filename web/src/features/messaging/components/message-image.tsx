import { useState } from 'react';
import type { TMessageAttachment } from '@schemas/messaging';
import styles from './messaging.module.css';

/** An attached image as a thumbnail (loaded when scrolled into view) that opens the full-size file. */
export const MessageImage = ({ attachment }: { attachment: TMessageAttachment }) => {
  const [isBroken, setBroken] = useState(false);
  if (isBroken) {
    return (
      <span className={styles.imageMissing} role="img" aria-label={`${attachment.filename} could not be loaded`}>
        Image unavailable
      </span>
    );
  }
  return (
    <a className={styles.imageLink} href={attachment.url} target="_blank" rel="noopener noreferrer">
      <img
        className={styles.image}
        src={attachment.url}
        alt={attachment.filename}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
      <span className="visually-hidden"> (opens full size in a new tab)</span>
    </a>
  );
};
