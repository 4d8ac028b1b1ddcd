import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { areaPages, layout, page } from './route-helpers';

const defaultLayout = () => import('../layouts/default-layout');
const { guarded } = areaPages(['staff']);

/** The staff console under /staff (its sign-in form is public) — added when /staff is first visited. */
export const staffRoutes: RouteObject[] = [
  layout('default', defaultLayout, [
    // Public: a staff sign-in form when signed out, the staff console home for staff.
    page(paths.staff.path, () => import('../staff-route')),
    guarded(paths.staffConsole.users.path, () => import('@/features/staff/routes/users-page')),
    guarded(paths.staffConsole.brands.path, () => import('@/features/staff/routes/brands-page')),
    guarded(paths.staffConsole.team.path, () => import('../staff-team-route')),
    guarded(paths.staffConsole.support.path, () => import('../staff-support-route')),
    guarded(paths.staffConsole.operations.path, () => import('@/features/staff/routes/operations-page')),
    guarded(paths.staffConsole.account.path, () => import('@/features/account-settings/routes/account-settings-page')),
    guarded(paths.staffConsole.audit.path, () => import('@/features/staff/routes/audit-log-page')),
  ]),
];

/** The local dev mailbox (development only: the Worker serves its API only in development). */
export const devRoutes: RouteObject[] = [
  layout('default', defaultLayout, [
    page(paths.devMailbox.path, () => import('@/features/dev-mailbox/routes/mailbox-page')),
  ]),
];
