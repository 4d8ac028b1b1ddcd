import { brandKeys } from '@/lib/queries/query-keys';

/** The account-manager card's keys (under `brandKeys.all`). */
export const accountManagerKeys = {
  strategists: () => [...brandKeys.all, 'admin-strategists'] as const,
  messages: () => [...brandKeys.all, 'account-manager', 'messages'] as const,
};
