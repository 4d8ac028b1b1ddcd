import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const useRemovalReasons = (enabled = true) =>
  useQuery({
    ...apiQueryOptions(brandCampaignKeys.removalReasons(), '/brand/removal-reasons/'),
    staleTime: 60 * 60 * 1000,
    enabled,
  });
