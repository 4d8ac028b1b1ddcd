/** Account settings: queries and invalidations use these keys. */
export const accountSettingsKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  emailPreferences: () => ['account', 'email-preferences'] as const,
};
