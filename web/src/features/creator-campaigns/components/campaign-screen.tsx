import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, type PageHeaderProps } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { WithCampaign, type CampaignData } from './with-campaign';
import styles from './creator-campaigns.module.css';

type THeader = Omit<PageHeaderProps, 'eyebrow' | 'title'> & { title?: string };

/**
 * A creator's screen of one campaign (/creator/campaigns/…/{uuid}): loads the campaign and their match, then heads
 * the page with the brand (eyebrow) and, unless the screen names itself, the campaign's title.
 */
export const CampaignScreen = ({
  header,
  maxWidth,
  children,
}: {
  header: (data: CampaignData) => THeader;
  /** A reading column for a form or a contract. */
  maxWidth?: number;
  children: (data: CampaignData) => ReactNode;
}) => {
  const { uuid = '' } = useParams();
  return (
    <WithCampaign campaignId={uuid}>
      {(data) => (
        <div className={styles.stack} style={maxWidth ? { maxWidth } : undefined}>
          <PageHeader eyebrow={data.campaign.brand.name} title={data.campaign.title} {...header(data)} />
          {children(data)}
        </div>
      )}
    </WithCampaign>
  );
};

/** Nothing here yet for this creator: why, and the way back to the campaign's page. */
export const NotYetInCampaign = ({
  campaignId,
  title,
  description,
  action = 'Back to the campaign',
}: {
  campaignId: string;
  title: string;
  description: string;
  action?: string;
}) => (
  <EmptyState
    title={title}
    description={description}
    actions={<AppButtonLink to={paths.creator.campaign.getHref(campaignId)}>{action}</AppButtonLink>}
  />
);
