import { creatorKeys } from '@/lib/queries/query-keys';

/** The creator's own profile data (under `creatorKeys.all`): queries and invalidations use these keys. */
export const creatorProfileKeys = {
  profile: creatorKeys.profile,
  rates: () => [...creatorKeys.all, 'rates'] as const,
  availability: () => [...creatorKeys.all, 'availability'] as const,
  review: () => [...creatorKeys.all, 'review'] as const,
  socialAccounts: () => [...creatorKeys.all, 'social-accounts'] as const,
  socialAccount: (id: string) => [...creatorProfileKeys.socialAccounts(), id] as const,
  socialDetail: (profileId: string) => [...creatorKeys.all, 'social-detail', profileId] as const,
};
