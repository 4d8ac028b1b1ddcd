import type { CSSProperties } from 'react';
import styles from './feedback.module.css';

export const Spinner = ({ size = 24, label = 'Loading' }: { size?: number; label?: string }) => (
  <span role="status" style={{ display: 'inline-flex' }}>
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </span>
);

/** Shown while a route's code or the session is loading. */
export const FullPageSpinner = ({ label = 'Loading…' }: { label?: string }) => (
  <div className={styles.fullPage}>
    <Spinner size={32} label={label} />
  </div>
);

export const Skeleton = ({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) => <span className={styles.skeleton} style={{ width, height, borderRadius: radius, ...style }} aria-hidden="true" />;
