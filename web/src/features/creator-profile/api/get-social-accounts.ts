import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

export const useSocialAccounts = () =>
  useQuery(apiQueryOptions(creatorProfileKeys.socialAccounts(), '/influencer/social-accounts/'));
