import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TCampaignSummary } from '@schemas/campaign';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CampaignStatusBadge } from '@/components/ui/status-badge';
import { useDrawnRows } from '@/lib/queries/use-drawn-rows';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';
import { countOf, formatDate, formatMoney, platformLabel } from '@/lib/format';

/**
 * One campaign on the dashboard: dates, platforms, creators and committed spend against the budget. Memoised: the
 * dashboard draws again as its query and the session's stores update, and the cards stay as they are.
 */
const CampaignCard = memo(function CampaignCard({ campaign }: { campaign: TCampaignSummary }) {
  const to = useWorkspacePaths();
  const share = campaign.budget_cents
    ? Math.min(100, Math.round((campaign.committed_cents / campaign.budget_cents) * 100))
    : 0;
  const href = campaign.status === 'draft' ? to.campaignEdit(campaign.id) : to.detail(campaign.id);
  return (
    <article className={styles.card}>
      <div className={styles.spread}>
        <CampaignStatusBadge status={campaign.status} />
        <span className={styles.muted}>{campaign.platforms.map(platformLabel).join(' · ') || 'No platforms yet'}</span>
      </div>
      <h2 className={styles.cardTitle}>
        <Link to={href}>{campaign.title}</Link>
      </h2>
      <ul className={styles.meta}>
        <li>
          {formatDate(campaign.start_date)} – {formatDate(campaign.end_date)}
        </li>
        <li>{countOf(campaign.creators_count, 'creator', 'creators')}</li>
        {campaign.applicants_count > 0 && <li>{campaign.applicants_count} waiting for your offer</li>}
      </ul>
      <div className={styles.stackSm}>
        <div className={styles.spread}>
          <span className={styles.muted}>Committed {formatMoney(campaign.committed_cents, campaign.currency)}</span>
          <span className={styles.muted}>of {formatMoney(campaign.budget_cents, campaign.currency)}</span>
        </div>
        <ProgressBar
          className={styles.progress}
          fillClassName={styles.progressBar}
          label="Budget committed"
          value={share}
        />
      </div>
      {campaign.status === 'active' && (
        <div className={styles.row}>
          <Link to={to.candidates(campaign.id)}>Candidates</Link>
          <Link to={to.campaignCreators(campaign.id)}>Creators</Link>
        </div>
      )}
    </article>
  );
});

/** The cards drawn with the dashboard: two rows of three on a wide screen, more than a phone shows. */
const FIRST_CARDS = 6;

/** A page of campaigns; the cards past the first screen follow in a transition (`useDrawnRows`). */
export const CampaignGrid = ({ campaigns }: { campaigns: TCampaignSummary[] }) => {
  const drawn = useDrawnRows(campaigns, FIRST_CARDS);
  return (
    <div className={styles.grid3}>
      {drawn.map((c) => (
        <CampaignCard key={c.id} campaign={c} />
      ))}
    </div>
  );
};
