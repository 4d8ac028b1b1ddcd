import type { TFeature } from './subscription';
import type { TProfileOf } from './user';

/** Permission → plan feature (DESIGN §5). Shared by the server's checks and the web app's gating. */
export const PERMISSION_FEATURE = {
  NEW_CAMPAIGN: 'Campaign Creation',
  CAMPAIGN_DRAFT: 'Campaign Draft',
  METRICS_REPORT: 'Campaign Metrics Report',
  CONTENT: 'Content Management',
  CREATOR_PROPOSAL: 'Creator Proposal',
  ADD_TO_CAMPAIGN: 'Add to Campaign',
  CREATOR_MATCHES: 'Creator Matches',
  CREATOR_PROFILE: 'Creator Profile',
  CREATOR_SPEND: 'Creator Spend',
  PROFILE_ACCESS: 'Profile Access',
  SAVE_CREATORS: 'Save Creators',
  SEARCH_FILTERS: 'Search Filters',
  ACCOUNT_MANAGER: 'Account Manager',
  CAMPAIGN_CHECK_INS: 'Campaign Check-ins',
  CUSTOMER_SUPPORT: 'Customer Support',
  MANAGED_CAMPAIGNS: 'Managed Campaigns',
  USER_SEATS: 'User Seats',
} as const satisfies Record<string, TFeature>;
export type TPermission = keyof typeof PERMISSION_FEATURE;

const STRATEGIST_PERMISSIONS: ReadonlySet<string> = new Set([
  'SEARCH_FILTERS',
  'ADD_TO_CAMPAIGN',
  'NEW_CAMPAIGN',
  'CONTENT',
]);

export type TPermissionSubject = { profile_of: TProfileOf };
export type TPermissionSubscription =
  { id: string | null; allowed_features: Record<string, boolean> } | null | undefined;

/**
 * Spec §6: a Strategist has exactly four permissions; anyone else only when a subscription with an id
 * enables the mapped feature. Unknown permissions are denied.
 */
export const can = (user: TPermissionSubject, permission: string, subscription: TPermissionSubscription): boolean => {
  if (!Object.hasOwn(PERMISSION_FEATURE, permission)) return false;
  if (user.profile_of === 'Strategist') return STRATEGIST_PERMISSIONS.has(permission);
  if (!subscription?.id) return false;
  return subscription.allowed_features[PERMISSION_FEATURE[permission as TPermission]] === true;
};
