import type { Ref } from 'react';
import type { TSubmission } from '@schemas/content';
import { MediaViewer } from './media-viewer';
import styles from './content-review.module.css';

type VersionCompareProps = { previous: TSubmission; current: TSubmission; videoRef?: Ref<HTMLVideoElement> };

/** The previous version beside the one under review (stacked on small screens). */
export const VersionCompare = ({ previous, current, videoRef }: VersionCompareProps) => (
  <div
    className={styles.compare}
    role="group"
    aria-label={`Version ${previous.version} compared with version ${current.version}`}
  >
    <div>
      <h3 className={styles.compareTitle}>Previous · v{previous.version}</h3>
      <MediaViewer submission={previous} label={`Version ${previous.version} (previous)`} />
    </div>
    <div>
      <h3 className={styles.compareTitle}>This version · v{current.version}</h3>
      <MediaViewer submission={current} label={`Version ${current.version}`} videoRef={videoRef} />
    </div>
  </div>
);
