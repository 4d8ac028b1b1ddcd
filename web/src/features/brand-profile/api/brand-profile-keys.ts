import { brandKeys } from '@/lib/queries/query-keys';

/** The brand profile screens (under `brandKeys.all`): queries and invalidations use these keys. */
export const brandProfileKeys = {
  profile: () => [...brandKeys.all, 'profile'] as const,
  settings: () => [...brandKeys.all, 'settings'] as const,
  campaigns: (brandId: string) => [...brandKeys.all, 'profile-campaigns', brandId] as const,
};
