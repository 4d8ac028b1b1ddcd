import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { requireParams } from '../guards/validators';
import { layout, page } from './route-helpers';

const authLayout = () => import('../layouts/auth-layout');

/**
 * Public screens (spec §2 "Public") plus the brand/creator sign-up forms (the staff console and the local dev
 * mailbox are in staff-routes.tsx). The sign-in,
 * sign-up, reset and activation pages are `queryFree`: they paint without downloading React Query (DESIGN §11).
 */
export const publicRoutes: RouteObject[] = [
  // The landing page uses no layout: it is its own marketing page (and boots without the router on a
  // first visit, see main.tsx).
  page(paths.landing.path, () => import('../landing-route')),

  layout('auth', authLayout, [
    page(paths.auth.login.path, () => import('@/features/auth/routes/login-page'), { queryFree: true }),
    page(paths.auth.signup.path, () => import('@/features/auth/routes/signup-choice-page'), { queryFree: true }),
    page(paths.brand.signup.path, () => import('@/features/auth/routes/brand-signup-page'), { queryFree: true }),
    page(paths.creator.signup.path, () => import('@/features/auth/routes/creator-signup-page'), { queryFree: true }),
    page(paths.auth.signupSuccess.path, () => import('@/features/auth/routes/signup-success-page'), {
      queryFree: true,
    }),
    page(paths.auth.activate.path, () => import('@/features/auth/routes/activate-account-page'), {
      queryFree: true,
      validate: requireParams('uid', 'token'),
    }),
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
    page(paths.auth.passwordReset.path, () => import('@/features/auth/routes/password-reset-page'), {
      queryFree: true,
    }),
    page(paths.auth.passwordResetSuccess.path, () => import('@/features/auth/routes/password-reset-success-page'), {
      queryFree: true,
    }),
    page(paths.auth.passwordResetConfirm.path, () => import('@/features/auth/routes/password-reset-confirm-page'), {
      queryFree: true,
      validate: requireParams('uuid', 'token'),
    }),
  ]),
];
