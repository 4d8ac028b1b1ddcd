/** Notifications: queries and invalidations use these keys. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: { all: boolean }) => [...notificationKeys.all, 'list', filter] as const,
};
