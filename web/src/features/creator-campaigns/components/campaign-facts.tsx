import { Link } from 'react-router-dom';
import type { TCreatorCampaignOverview } from '@schemas/creator-campaigns';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { paths } from '@/config/paths';
import { shortenNumber } from '@/lib/number-shortener';
import styles from './creator-campaigns.module.css';
import { deliverableTypeLabel, formatDateRange, formatMoneyRange, platformLabel } from '@/lib/format';

const followerRange = (min: number | null, max: number | null) =>
  min === null && max === null
    ? 'Any size'
    : `${min !== null ? shortenNumber(min) : '0'} – ${max !== null ? shortenNumber(max) : 'any'} followers`;

/** The brief, the deliverables, pay, dates and who the brand is looking for. */
export const CampaignFacts = ({ campaign }: { campaign: TCreatorCampaignOverview }) => (
  <div className={styles.stack}>
    <Card title="The brief">
      <p className={styles.brief}>{campaign.brief || 'The brand has not written a brief yet.'}</p>
      {campaign.objectives.length > 0 && (
        <ul className={styles.chips} style={{ marginTop: 12 }} aria-label="Objectives">
          {campaign.objectives.map((o) => (
            <li key={o} className={styles.chip}>
              {deliverableTypeLabel(o)}
            </li>
          ))}
        </ul>
      )}
    </Card>
    <Card title="What to deliver">
      <ul className={styles.stackSm} style={{ margin: 0, paddingLeft: 20 }}>
        {campaign.deliverables.map((d, i) => (
          <li key={i}>
            <strong>
              {d.quantity} × {platformLabel(d.platform)} {deliverableTypeLabel(d.type)}
            </strong>
            , due {d.due_days} days after signing{d.description ? ` — ${d.description}` : ''}
          </li>
        ))}
      </ul>
    </Card>
    <Card title="At a glance">
      <Facts
        className={styles.facts}
        facts={[
          ['Pay per creator', formatMoneyRange(campaign.rate_min_cents, campaign.rate_max_cents, campaign.currency)],
          ['Dates', formatDateRange(campaign.start_date, campaign.end_date)],
          ['Platforms', campaign.platforms.map(platformLabel).join(', ') || 'Any'],
          ['Audience size', followerRange(campaign.follower_min, campaign.follower_max)],
          ['Niches', campaign.niches.join(', ') || 'Any'],
          ['Where', campaign.target_locations.join('; ') || 'Anywhere'],
          ['Review', `${campaign.review_window_days} days, then auto-approved`],
          ['Revisions', `Up to ${campaign.revision_rounds} rounds`],
        ]}
      />
    </Card>
    <Card title={`About ${campaign.brand.name}`}>
      <p className={styles.muted}>{campaign.brand_description ?? campaign.brand.industry ?? ''}</p>
      <p style={{ marginTop: 8 }}>
        <Link to={paths.creator.brand.getHref(campaign.brand.id)}>See {campaign.brand.name}’s profile</Link>
      </p>
    </Card>
  </div>
);
