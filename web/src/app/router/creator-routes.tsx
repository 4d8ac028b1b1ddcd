import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { dashboardQueryOptions } from '@/features/creator-campaigns/api/get-dashboard';
import { queryClient } from '@/lib/query-client';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { preloadOpenedPage, withPrefetch } from './prefetch-loader';
import { layout, page } from './route-helpers';

const CREATOR: readonly GuardName[] = ['authenticated', 'influencer'];
const withUuid = { middleware: CREATOR, validate: requireUuids('uuid') };

/** Creator screens (spec §2 "Creator"); /creator/signup is in the public routes. */
export const creatorRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    page(paths.creator.onboarding.path, () => import('@/features/creator-profile/routes/onboarding-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.suspended.path, () => import('../suspended-route'), { middleware: ['authenticated'] }),
    page(paths.creator.eventsSuccess.path, () => import('@/features/creator-events/routes/events-success-page'), {
      middleware: CREATOR,
    }),
    page(
      paths.creator.paymentRequested.path,
      () => import('@/features/creator-payments/routes/payment-requested-page'),
      withUuid,
    ),
  ]),

  layout('influencer', () => import('../layouts/influencer-layout'), [
    withPrefetch(
      page(paths.creator.dashboard.path, () => import('@/features/creator-campaigns/routes/dashboard-page'), {
        middleware: CREATOR,
      }),
      () => queryClient.prefetchQuery(dashboardQueryOptions()),
    ),
    page(paths.creator.profile.path, () => import('@/features/creator-profile/routes/profile-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.notifications.path, () => import('@/features/notifications/routes/notifications-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.settingsAccount.path, () => import('../layouts/creator-account-settings-route'), {
      middleware: CREATOR,
    }),
    page(
      paths.creator.settingsAvailability.path,
      () => import('@/features/creator-profile/routes/settings-availability-page'),
      { middleware: CREATOR },
    ),
    page(paths.creator.settingsProfile.path, () => import('@/features/creator-profile/routes/settings-profile-page'), {
      middleware: CREATOR,
    }),
    page(
      paths.creator.settingsSocialMedia.path,
      () => import('@/features/creator-profile/routes/settings-social-page'),
      { middleware: CREATOR },
    ),
    page(
      paths.creator.settingsPayments.path,
      () => import('@/features/creator-payments/routes/settings-payments-page'),
      { middleware: CREATOR },
    ),
    page(paths.creator.campaigns.path, () => import('@/features/creator-campaigns/routes/campaigns-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.campaignSearch.path, () => import('@/features/creator-campaigns/routes/search-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.events.path, () => import('@/features/creator-events/routes/events-page'), {
      middleware: CREATOR,
    }),
    page(paths.creator.event.path, () => import('@/features/creator-events/routes/event-page'), withUuid),
    page(paths.creator.brand.path, () => import('@/features/creator-campaigns/routes/brand-page'), withUuid),
    // Their uuid is a deliverable's, so they use the creator sidebar rather than the campaign tabs (which need a campaign id).
    page(
      paths.creator.deliverable.path,
      () => import('@/features/creator-campaigns/routes/deliverable-page'),
      withUuid,
    ),
    page(
      paths.creator.submitContent.path,
      () => import('@/features/creator-content/routes/submit-content-page'),
      withUuid,
    ),
    page(paths.creator.upload.path, () => import('@/features/creator-content/routes/upload-page'), withUuid),
  ]),

  layout('creator-campaign', () => import('../layouts/creator-campaign-layout'), [
    page(paths.creator.campaign.path, () => import('@/features/creator-campaigns/routes/campaign-page'), withUuid),
    page(
      paths.creator.campaignContent.path,
      () => import('@/features/creator-campaigns/routes/campaign-content-page'),
      withUuid,
    ),
    page(paths.creator.join.path, () => import('@/features/creator-campaigns/routes/join-page'), withUuid),
    page(paths.creator.messaging.path, () => import('@/features/messaging/routes/creator-messaging-page'), withUuid),
    page(paths.creator.overview.path, () => import('@/features/creator-campaigns/routes/overview-page'), withUuid),
    page(
      paths.creator.signContract.path,
      () => import('@/features/creator-campaigns/routes/sign-contract-page'),
      withUuid,
    ),
  ]),
];

preloadOpenedPage(creatorRoutes);
