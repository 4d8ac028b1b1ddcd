import type { TOrganizationCampaign } from '@schemas/internal-organizations';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { useAuthStore } from '@/lib/stores/auth-store';
import { CheckinScheduleSelect } from './checkin-schedule-select';
import { HealthBadge } from './health-badge';
import styles from './internal-organizations.module.css';

const STATUS_TITLES: [TOrganizationCampaign['status'], string][] = [
  ['active', 'Active'],
  ['draft', 'Drafts'],
  ['completed', 'Completed'],
  ['archived', 'Archived'],
];

/**
 * The campaign's title, a link to its overview for a strategist who manages the brand. For another brand than the
 * one acted for, the link goes through the brand choice, which picks the campaign's brand and opens it (a new tab
 * too); staff, who act for no brand, read the title alone.
 */
const CampaignTitle = ({ c, brandId }: { c: TOrganizationCampaign; brandId: string }) => {
  const access = useAuthStore((s) =>
    s.selectedBrand?.id === brandId
      ? 'acting'
      : s.user?.profile_of === 'Strategist' && s.user.managed_brands.some((b) => b.id === brandId)
        ? 'manages'
        : 'none',
  );
  const overview = paths.brand.campaignDetail.getHref(c.id);
  if (access === 'none') return <strong>{c.title}</strong>;
  return (
    <AppLink
      className={styles.titleLink}
      to={access === 'acting' ? overview : paths.internal.selectBrand.getHref(overview)}
    >
      {c.title}
    </AppLink>
  );
};

const CampaignRow = ({ c, brandId }: { c: TOrganizationCampaign; brandId: string }) => (
  <li className={styles.listItem}>
    <div className={styles.spread}>
      <div className={styles.row}>
        <CampaignTitle c={c} brandId={brandId} />
        {c.is_managed && <span className={`${styles.badge} ${styles.tone_info}`}>Managed</span>}
      </div>
      <HealthBadge level={c.health.level} />
    </div>
    <ul className={styles.meta}>
      <li>
        {formatDate(c.start_date)} – {formatDate(c.end_date)}
      </li>
      <li>
        {c.health.creators.contracted} under contract · {c.health.creators.pipeline} in the pipeline
      </li>
      <li>
        {c.health.deliverables.done}/{c.health.deliverables.total} deliverables done
        {c.health.deliverables.late > 0 ? `, ${c.health.deliverables.late} late` : ''}
      </li>
      <li>
        {formatMoney(c.committed_cents, c.currency)} committed of {formatMoney(c.budget_cents, c.currency)}
      </li>
      {c.checkin?.is_active && (
        <li>
          Check-in every {c.checkin.interval_days} days, next {formatDate(c.checkin.next_due_at)}
        </li>
      )}
    </ul>
    {c.health.reasons.length > 0 && <p className={styles.muted}>{c.health.reasons.join(' · ')}</p>}
    {(c.status === 'active' || c.checkin?.is_active) && <CheckinScheduleSelect brandId={brandId} campaign={c} />}
  </li>
);

/** The brand's campaigns grouped by status, each with its health and why. */
export const OrganizationCampaigns = ({
  brandId,
  campaigns,
}: {
  brandId: string;
  campaigns: TOrganizationCampaign[];
}) => (
  <Card title="Campaigns" description="By status, with their health.">
    {campaigns.length === 0 ? (
      <EmptyState
        headingLevel={3}
        title="No campaigns yet"
        description="Act for this brand to create its first campaign."
      />
    ) : (
      STATUS_TITLES.map(([status, title]) => {
        const group = campaigns.filter((c) => c.status === status);
        if (group.length === 0) return null;
        return (
          <section key={status} aria-label={`${title} campaigns`}>
            <h3 className={styles.statLabel}>
              {title} ({group.length})
            </h3>
            <ul className={styles.list}>
              {group.map((c) => (
                <CampaignRow key={c.id} c={c} brandId={brandId} />
              ))}
            </ul>
          </section>
        );
      })
    )}
  </Card>
);
