import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandProfileKeys } from './brand-profile-keys';

export const useProfileCampaigns = (brandId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(brandProfileKeys.campaigns(brandId ?? ''), '/brand/profile-campaigns/', {
      query: { brand_id: brandId ?? '' },
    }),
    enabled: Boolean(brandId),
  });
