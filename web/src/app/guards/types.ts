import type { TUser } from '@schemas/user';

export const GUARD_NAMES = ['authenticated', 'brand', 'influencer', 'staff', 'strategist'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route declares in its `handle` (read by the guard loader through the matched routes). */
export type RouteHandle = {
  /** Named guards, run in order after the two global guards. */
  middleware?: readonly string[];
  /** Page-level validation of the URL parameters; false → 404 "Page Not Found". */
  validate?: (params: RouteParams) => boolean;
  /** The layout this route renders in (spec layout names), for documentation and debugging. */
  layout?: string;
  /** The page uses no React Query (public sign-in, sign-up, reset, activation): it paints without downloading it. */
  queryFree?: boolean;
  /** Loads the route's code; used to preload a route before it is visited. */
  preload?: () => Promise<unknown>;
};

export type GuardUser = Pick<TUser, 'profile_of' | 'is_staff' | 'status' | 'onboarding'>;

export type GuardContext = {
  pathname: string;
  search: string;
  params: RouteParams;
  user: GuardUser | null;
  selectedBrandId: string | null;
};

export type GuardResult =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; replace: boolean }
  /** A guard said no (a guard result `false`). */
  | { type: 'deny' }
  /** A page validation failed. */
  | { type: 'invalid' };

/** A guard returns a final result, or `null` to let the next guard decide. */
export type Guard = (context: GuardContext) => GuardResult | null;

export const allow = (): GuardResult => ({ type: 'allow' });
export const redirectTo = (to: string, replace = false): GuardResult => ({ type: 'redirect', to, replace });
