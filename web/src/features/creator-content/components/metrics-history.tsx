import { useState } from 'react';
import { METRIC_COUNTS, type TPostMetricsSnapshot } from '@schemas/metrics';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import styles from './creator-content.module.css';
import { formatDate, formatFullCount, METRIC_LABELS, platformLabel } from '@/lib/format';

/** Days shown before "Show all": the newest figures are the ones that count. */
const FIRST_DAYS = 3;

type MetricsHistoryProps = { snapshots: TPostMetricsSnapshot[]; platform: string };

const sourceLabel = (source: TPostMetricsSnapshot['source'], platform: string) =>
  source === 'creator' ? 'Reported by you' : `Synced from ${platformLabel(platform)}`;

const Snapshot = ({ snapshot: s, platform }: { snapshot: TPostMetricsSnapshot; platform: string }) => (
  <li className={styles.snapshot}>
    <div className={styles.versionHeader}>
      <h4 className={styles.snapshotTitle}>{formatDate(s.measured_on)}</h4>
      <span className={s.source === 'provider' ? `${layout.badge} ${layout.badgeInfo}` : layout.badge}>
        {sourceLabel(s.source, platform)}
      </span>
    </div>
    <dl className={styles.figures}>
      {METRIC_COUNTS.map((name) => (
        <div key={name}>
          <dt>{METRIC_LABELS[name]}</dt>
          <dd>{formatFullCount(s[name])}</dd>
        </div>
      ))}
    </dl>
    {s.screenshot_url && (
      <a href={s.screenshot_url} target="_blank" rel="noreferrer">
        View the screenshot of {formatDate(s.measured_on)}
      </a>
    )}
  </li>
);

/** Every day's figures for the post, newest first: what the brand's report is built from. */
export const MetricsHistory = ({ snapshots, platform }: MetricsHistoryProps) => {
  const [showAll, setShowAll] = useState(false);
  if (snapshots.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No figures yet"
        description="Figures you report, and those synced from your connected account, appear here day by day."
      />
    );
  }
  const shown = showAll ? snapshots : snapshots.slice(0, FIRST_DAYS);
  return (
    <div className={styles.stack}>
      <ol className={styles.history} aria-label="Figures so far, newest first">
        {shown.map((snapshot) => (
          <Snapshot key={snapshot.measured_on} snapshot={snapshot} platform={platform} />
        ))}
      </ol>
      {snapshots.length > FIRST_DAYS && (
        <Button color="tertiary" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
          {showAll ? 'Show the latest days only' : `Show all ${snapshots.length} days`}
        </Button>
      )}
    </div>
  );
};
