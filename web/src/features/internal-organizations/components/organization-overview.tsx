import type { TOrganizationDetail } from '@schemas/internal-organizations';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { enumLabel, formatDate, formatMoney, formatRelative } from '@/lib/format';
import { AttentionBadges } from './attention-badges';
import styles from './internal-organizations.module.css';

/** Profile, plan and seats, spend and team of one brand. */
export const OrganizationOverview = ({ org }: { org: TOrganizationDetail }) => (
  <div className={styles.grid2}>
    <Card title="Profile">
      <Facts
        className={styles.figuresTwo}
        facts={[
          ['Plan', org.plan?.name ?? 'No plan'],
          ['Seats', org.seats === null ? org.team_size : `${org.team_size} of ${org.seats}`],
          ['Customer since', formatDate(org.created_at)],
          ['Last activity', formatRelative(org.last_activity_at)],
          ['Committed to creators', formatMoney(org.spend.committed_cents, org.spend.currency)],
          ['Paid out', formatMoney(org.spend.paid_cents, org.spend.currency)],
          ['Wallet available', formatMoney(org.wallet.available_cents)],
          ['In escrow', formatMoney(org.wallet.escrow_cents)],
        ]}
      />
      <div className={styles.about}>
        {org.industry && <p className={styles.muted}>Industry: {org.industry}</p>}
        {org.website && (
          <p className={styles.muted}>
            Website:{' '}
            <a href={org.website} target="_blank" rel="noreferrer noopener">
              {org.website}
            </a>
          </p>
        )}
        {org.description && <p>{org.description}</p>}
        <AttentionBadges attention={org.attention} />
      </div>
    </Card>
    <Card title="Team" description={`Managed by ${org.strategists.map((s) => s.name).join(', ') || 'nobody yet'}.`}>
      <ul className={styles.list} aria-label="Team members">
        {org.members.map((m) => (
          <li key={m.id} className={styles.spread} style={{ padding: 'var(--space-2) 0' }}>
            <span>
              {m.name} <span className={styles.muted}>{m.email}</span>
            </span>
            <span className={`${styles.badge} ${styles.tone_muted}`}>{enumLabel(m.role)}</span>
          </li>
        ))}
      </ul>
    </Card>
  </div>
);

/** The latest moves in the brand's campaigns (who moved to which state, where). */
export const OrganizationActivity = ({ org }: { org: TOrganizationDetail }) => (
  <Card title="Recent activity">
    {org.recent_activity.length === 0 ? (
      <p className={styles.muted}>Nothing has happened in this brand’s campaigns yet.</p>
    ) : (
      <ul className={styles.list}>
        {org.recent_activity.map((a, i) => (
          <li key={`${a.at}-${i}`} className={styles.note}>
            <span>
              {a.creator_name} → <strong>{a.to_status.replace('_', ' ')}</strong> in “{a.campaign_title}”
            </span>
            <span className={styles.muted}>{formatRelative(a.at)}</span>
          </li>
        ))}
      </ul>
    )}
  </Card>
);
