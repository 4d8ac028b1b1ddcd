import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { requireParams } from '../guards/validators';
import { PUBLIC_PAGES } from '../public-pages';
import { layout, page } from './route-helpers';

const authLayout = () => import('../layouts/auth-layout');

/**
 * Public screens (spec §2 "Public") plus the brand/creator sign-up forms (the staff console and the local dev
 * mailbox are in staff-routes.tsx). The sign-in, sign-up, reset and activation pages (app/public-pages.ts; opened
 * directly they boot without the router) are `queryFree`: they paint without downloading React Query (DESIGN §11).
 */
export const publicRoutes: RouteObject[] = [
  // The landing page uses no layout: it is its own marketing page (and boots without the router on a
  // first visit, see main.tsx).
  page(paths.landing.path, () => import('../landing-route')),

  layout('auth', authLayout, [
    ...PUBLIC_PAGES.map(({ path, load, validate }) => page(path, load, { queryFree: true, validate })),
    page(paths.invitation.path, () => import('@/features/invitation/routes/invitation-page'), {
      validate: requireParams('token'),
    }),
    page(paths.auth.signInLink.path, () => import('@/features/auth/routes/sign-in-link-page'), {
      queryFree: true,
      validate: requireParams('uid', 'token'),
    }),
    page(paths.auth.emailChangeUndo.path, () => import('@/features/auth/routes/email-change-undo-page'), {
      queryFree: true,
      validate: requireParams('uid', 'token'),
    }),
  ]),
];
