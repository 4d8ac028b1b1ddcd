/** The internal team screens: queries and invalidations use these keys. */
export const internalTeamKeys = {
  all: ['internal', 'team'] as const,
  invitations: () => [...internalTeamKeys.all, 'invitations'] as const,
};
