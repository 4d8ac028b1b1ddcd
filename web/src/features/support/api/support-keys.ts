/** Support requests: queries and invalidations use these keys. */
export const supportKeys = {
  all: ['support'] as const,
  requests: (scope: 'brand' | 'own') => [...supportKeys.all, scope] as const,
  staffInbox: () => [...supportKeys.all, 'staff-inbox'] as const,
  staffInboxOf: (status: string) => [...supportKeys.staffInbox(), status] as const,
};
