import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

export const useOrganizationCreators = (brandId: string) =>
  useQuery(
    apiQueryOptions(internalOrganizationKeys.creators(brandId), '/internal/organizations/:id/creators/', {
      param: { id: brandId },
    }),
  );

type Invitation = { campaignId: string; creatorId: string };

/** Invites a creator to one of the organization's campaigns, acting for that brand for this call only. */
export const useInviteToCampaign = (brandId: string) =>
  useRefreshingMutation(
    ({ campaignId, creatorId }: Invitation) =>
      api.post(
        '/brand/create-campaign-match/',
        { campaign_id: campaignId, creator_id: creatorId },
        { headers: { 'X-Selected-Brand': brandId } },
      ),
    [internalOrganizationKeys.creators(brandId)],
  );
