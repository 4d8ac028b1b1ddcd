import styles from './landing-page.module.css';

const CREATORS = [
  { initials: 'MA', name: 'Maya A.', handle: '@mayamakes', status: 'Approved', tone: 'ok' },
  { initials: 'JT', name: 'Jonas T.', handle: '@jonastravels', status: 'In review', tone: 'wait' },
  { initials: 'PR', name: 'Priya R.', handle: '@priyacooks', status: 'Paid', tone: 'paid' },
] as const;

/** A drawing of the product (HTML and CSS, no images) next to the hero text. Decorative. */
export const HeroPreview = () => (
  <div className={styles.preview} aria-hidden="true">
    <div className={styles.previewCard}>
      <div className={styles.previewHead}>
        <div>
          <p className={styles.previewLabel}>Campaign</p>
          <p className={styles.previewTitle}>Summer launch 2025</p>
        </div>
        <span className={styles.pill}>Active</span>
      </div>
      <div className={styles.previewStats}>
        <div>
          <p className={styles.statValue}>1.2m</p>
          <p className={styles.statLabel}>Reach</p>
        </div>
        <div>
          <p className={styles.statValue}>4.8%</p>
          <p className={styles.statLabel}>Engagement</p>
        </div>
        <div>
          <p className={styles.statValue}>12</p>
          <p className={styles.statLabel}>Creators</p>
        </div>
      </div>
      <ul className={styles.previewList}>
        {CREATORS.map((creator) => (
          <li key={creator.handle}>
            <span className={styles.previewAvatar}>{creator.initials}</span>
            <span className={styles.previewName}>
              {creator.name}
              <small>{creator.handle}</small>
            </span>
            <span className={`${styles.status} ${styles[creator.tone]}`}>{creator.status}</span>
          </li>
        ))}
      </ul>
    </div>
    <div className={styles.floating}>
      <span className={styles.floatingDot} />
      Payment of $850 released to Priya
    </div>
  </div>
);
