import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

export const useRates = () => useQuery(apiQueryOptions(creatorProfileKeys.rates(), '/influencer/rates/'));
