import type { ReactNode } from 'react';
import type { TCreatorCampaignOverview } from '@schemas/creator-campaigns';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { AppButtonLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCampaign } from '../api/get-campaign';
import { useMatch } from '../api/get-match';

export type CampaignData = { campaign: TCreatorCampaignOverview; match: TMyMatchDetail | null };

/** Loads a campaign and, when the creator is part of it, their match — with loading, not-found and error states. */
export const WithCampaign = ({
  campaignId,
  children,
}: {
  campaignId: string;
  children: (data: CampaignData) => ReactNode;
}) => {
  const campaign = useCampaign(campaignId);
  const match = useMatch(campaign.data?.my_match?.id);
  if (campaign.isPending || (campaign.data?.my_match && match.isPending)) {
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={240} />
      </div>
    );
  }
  if (campaign.isError && isApiError(campaign.error) && campaign.error.status === 404) {
    return (
      <ErrorState
        title="Campaign not found"
        description="It may have closed, or it is by invitation only."
        actions={<AppButtonLink to={paths.creator.campaignSearch.path}>Find campaigns</AppButtonLink>}
      />
    );
  }
  if (campaign.isError)
    return <ErrorState description="This campaign could not be loaded." onRetry={() => campaign.refetch()} />;
  if (match.isError)
    return <ErrorState description="Your part in this campaign could not be loaded." onRetry={() => match.refetch()} />;
  return <>{children({ campaign: campaign.data, match: match.data ?? null })}</>;
};
