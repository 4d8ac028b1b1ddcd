import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

export const availabilityQueryOptions = () =>
  apiQueryOptions(creatorProfileKeys.availability(), '/influencer/availability/');

export const useAvailability = () => useQuery(availabilityQueryOptions());
