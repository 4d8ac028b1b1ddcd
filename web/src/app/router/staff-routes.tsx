import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { layout, page } from './route-helpers';

const defaultLayout = () => import('../layouts/default-layout');

/** The staff console under /staff (its sign-in form is public) — added when /staff is first visited. */
export const staffRoutes: RouteObject[] = [
  layout('default', defaultLayout, [
    // Public: a staff sign-in form when signed out, the staff console home for staff.
    page(paths.staff.path, () => import('../staff-route')),
    page(paths.staffConsole.users.path, () => import('@/features/staff/routes/users-page'), { middleware: ['staff'] }),
    page(paths.staffConsole.brands.path, () => import('@/features/staff/routes/brands-page'), {
      middleware: ['staff'],
    }),
    page(paths.staffConsole.team.path, () => import('../staff-team-route'), { middleware: ['staff'] }),
    page(paths.staffConsole.support.path, () => import('../staff-support-route'), { middleware: ['staff'] }),
    page(paths.staffConsole.operations.path, () => import('@/features/staff/routes/operations-page'), {
      middleware: ['staff'],
    }),
    page(paths.staffConsole.account.path, () => import('@/features/account-settings/routes/account-settings-page'), {
      middleware: ['staff'],
    }),
    page(paths.staffConsole.audit.path, () => import('@/features/staff/routes/audit-log-page'), {
      middleware: ['staff'],
    }),
  ]),
];

/** The local dev mailbox (development only: the Worker serves its API only in development). */
export const devRoutes: RouteObject[] = [
  layout('default', defaultLayout, [
    page(paths.devMailbox.path, () => import('@/features/dev-mailbox/routes/mailbox-page')),
  ]),
];
