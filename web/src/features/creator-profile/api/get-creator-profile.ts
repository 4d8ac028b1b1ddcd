import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

export const creatorProfileQueryOptions = () => apiQueryOptions(creatorProfileKeys.profile(), '/influencer/profile/');

export const useCreatorProfile = () => useQuery(creatorProfileQueryOptions());
