import { Link } from 'react-router-dom';
import type { TCreatorCampaignCard } from '@schemas/creator-campaigns';
import { AppButtonLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import styles from './creator-campaigns.module.css';
import { deliverableTypeLabel, formatDateRange, formatMoneyRange, platformLabel } from '@/lib/format';
import { ChipList } from '@/components/ui/chip-list';

/** One open campaign in the search results: brand, pay, dates, what to deliver. */
export const CampaignCard = ({
  campaign,
  showBrand = true,
}: {
  campaign: TCreatorCampaignCard;
  showBrand?: boolean;
}) => (
  <article className={styles.card} aria-labelledby={`campaign-${campaign.id}`}>
    {showBrand && (
      <p className={styles.muted}>
        <Link to={paths.creator.brand.getHref(campaign.brand.id)}>{campaign.brand.name}</Link>
        {campaign.brand.industry ? ` · ${campaign.brand.industry}` : ''}
      </p>
    )}
    <h2 className={styles.cardTitle} id={`campaign-${campaign.id}`}>
      <Link to={paths.creator.campaign.getHref(campaign.id)}>{campaign.title}</Link>
    </h2>
    <p className={styles.muted}>{campaign.brief_excerpt}</p>
    <ul className={styles.meta}>
      <li>
        <strong>{formatMoneyRange(campaign.rate_min_cents, campaign.rate_max_cents, campaign.currency)}</strong>
      </li>
      <li>{formatDateRange(campaign.start_date, campaign.end_date)}</li>
    </ul>
    <ChipList
      label="Deliverables"
      items={campaign.deliverables.map(
        (d) => `${d.quantity} × ${platformLabel(d.platform)} ${deliverableTypeLabel(d.type)}`,
      )}
    />
    <div className={styles.row}>
      <AppButtonLink to={paths.creator.join.getHref(campaign.id)} size="small">
        Apply
      </AppButtonLink>
      <AppButtonLink
        to={paths.creator.campaign.getHref(campaign.id)}
        size="small"
        color="secondary"
        aria-label={`Read the brief of ${campaign.title}`}
      >
        Read the brief
      </AppButtonLink>
    </div>
  </article>
);
