/**
 * Query keys that more than one feature reads or invalidates (general → specific). A feature's own `xKeys` factory
 * starts from one of these roots; a mutation invalidates through a factory, never a hand-typed array.
 */
export const creatorKeys = {
  /** Everything the signed-in creator sees (profile, campaigns, matches, events, dashboard). */
  all: ['creator'] as const,
  profile: () => [...creatorKeys.all, 'profile'] as const,
  dashboard: () => [...creatorKeys.all, 'dashboard'] as const,
};

export const campaignKeys = {
  /** The brand's campaigns: lists, details and what hangs off them. */
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

export const creatorDatabaseKeys = {
  /** The brand's creator database: search, saved creators, creator profiles and rates. */
  all: ['creators'] as const,
  profiles: () => [...creatorDatabaseKeys.all, 'profile'] as const,
  profile: (id: string) => [...creatorDatabaseKeys.profiles(), id] as const,
};

export const brandKeys = {
  /** The brand's own profile, settings and account manager. */
  all: ['brand'] as const,
};

export const brandTeamKeys = {
  all: ['brand-team'] as const,
  members: () => [...brandTeamKeys.all, 'members'] as const,
  invitations: () => [...brandTeamKeys.all, 'invitations'] as const,
};

export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => [...walletKeys.all, 'balances'] as const,
};

export const creatorPaymentKeys = {
  all: ['creator-payments'] as const,
  summary: () => [...creatorPaymentKeys.all, 'summary'] as const,
  match: (matchId: string) => [...creatorPaymentKeys.all, 'match', matchId] as const,
};

export const subscriptionKeys = {
  all: ['subscription'] as const,
  brand: () => [...subscriptionKeys.all, 'brand'] as const,
};
