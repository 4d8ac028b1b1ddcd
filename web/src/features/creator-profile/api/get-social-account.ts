import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

export const useSocialAccount = (id: string) =>
  useQuery(
    apiQueryOptions(creatorProfileKeys.socialAccount(id), '/influencer/social-accounts/:id/', { param: { id } }),
  );
