import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

const organizationCreatorsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.creators(brandId),
    queryFn: ({ signal }) => api.get('/internal/organizations/:id/creators/', { param: { id: brandId }, signal }),
  });

export const useOrganizationCreators = (brandId: string) => useQuery(organizationCreatorsQueryOptions(brandId));

/** Invites a creator to one of the organization's campaigns, acting for that brand for this call only. */
export const useInviteToCampaign = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, creatorId }: { campaignId: string; creatorId: string }) =>
      api.post(
        '/brand/create-campaign-match/',
        { campaign_id: campaignId, creator_id: creatorId },
        { headers: { 'X-Selected-Brand': brandId } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationCreatorsQueryOptions(brandId).queryKey }),
  });
};
