import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

/** The creator's social data exactly as brands receive it (`GET /phyllo/creator/profile-detail/`). */
export const useSocialDetail = (profileId: string) =>
  useQuery({
    ...apiQueryOptions(creatorProfileKeys.socialDetail(profileId), '/phyllo/creator/profile-detail/', {
      query: { profile_id: profileId },
    }),
    enabled: Boolean(profileId),
  });
