import { paths } from '../../config/paths';

/** Brand pages with an internal page of the same shape: `/brand/x` → `/internal/x`. */
const SAME_SHAPE = [
  /^\/brand\/campaigns(\/.*)?$/,
  /^\/brand\/creators$/,
  /^\/brand\/creator\/[^/]+$/,
  /^\/brand\/settings\/account$/,
];

/**
 * Where a Strategist lands from a brand page: its internal twin when there is one; otherwise (wallet, billing,
 * plans, support, brand profile and team…) the organization page of the brand they act for, which shows its plan,
 * team, wallet and spend, or the organizations list before a brand is chosen.
 */
export const strategistTwinOf = (pathname: string, search: string, selectedBrandId: string | null) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SAME_SHAPE.some((re) => re.test(path))) return `/internal${path.slice('/brand'.length)}${search}`;
  return selectedBrandId ? paths.internal.organization.getHref(selectedBrandId) : paths.internal.organizations.path;
};
