import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { requireParams } from './guards/validators';
import type { RouteHandle } from './guards/types';

type PageModule = { default: ComponentType };

export type PublicPage = {
  path: string;
  load: () => Promise<PageModule>;
  /** The parameters' check (the route's `handle.validate`): an address that fails it is the router's "Page Not Found". */
  validate?: RouteHandle['validate'];
};

/**
 * The sign-in, sign-up, password reset and activation pages (spec §2 "Public"). Opened directly they boot without the
 * router or React Query (app/public-entry.tsx, DESIGN §11); reached from inside the app the router shows the same
 * page modules in its auth layout (router/public-routes.tsx builds its routes from this table).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.auth.login.path, load: () => import('@/features/auth/routes/login-page') },
  { path: paths.auth.signup.path, load: () => import('@/features/auth/routes/signup-choice-page') },
  { path: paths.brand.signup.path, load: () => import('@/features/auth/routes/brand-signup-page') },
  { path: paths.creator.signup.path, load: () => import('@/features/auth/routes/creator-signup-page') },
  { path: paths.auth.signupSuccess.path, load: () => import('@/features/auth/routes/signup-success-page') },
  {
    path: paths.auth.activate.path,
    load: () => import('@/features/auth/routes/activate-account-page'),
    validate: requireParams('uid', 'token'),
  },
  { path: paths.auth.passwordReset.path, load: () => import('@/features/auth/routes/password-reset-page') },
  {
    path: paths.auth.passwordResetSuccess.path,
    load: () => import('@/features/auth/routes/password-reset-success-page'),
  },
  {
    path: paths.auth.passwordResetConfirm.path,
    load: () => import('@/features/auth/routes/password-reset-confirm-page'),
    validate: requireParams('uuid', 'token'),
  },
];

export type PublicPageMatch = { page: PublicPage; params: Record<string, string> };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** One segment against one pattern part: a `:name` takes the segment, anything else must equal it (any case). */
const matchSegment = (part: string, segment: string, params: Record<string, string>) => {
  if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
  params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(segment);
  return true;
};

/**
 * The public page at `pathname` with all its parameters, or null (another page, or an address the router answers with
 * "Page Not Found": the public entry only takes what it can show). Matches as the router does: any case, with or
 * without a trailing slash.
 */
export const matchPublicPage = (pathname: string): PublicPageMatch | null => {
  const have = segmentsOf(pathname);
  for (const page of PUBLIC_PAGES) {
    const want = segmentsOf(page.path);
    const params: Record<string, string> = {};
    try {
      if (want.length !== have.length || !want.every((part, i) => matchSegment(part, have[i]!, params))) continue;
      return page.validate && !page.validate(params) ? null : { page, params };
    } catch {
      return null; // a malformed %-escape: the router's "Page not found"
    }
  }
  return null;
};
