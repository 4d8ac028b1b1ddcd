import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { dashboardQueryOptions } from '@/features/creator-campaigns/api/get-dashboard';
import { queryClient } from '@/lib/query-client';
import { withPrefetch } from './prefetch-loader';
import { areaPages, layout, page } from './route-helpers';

const { guarded, withUuid } = areaPages(['authenticated', 'influencer']);

/** Creator screens (spec §2 "Creator"); /creator/signup is in the public routes. */
export const creatorRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    guarded(paths.creator.onboarding.path, () => import('@/features/creator-profile/routes/onboarding-page')),
    page(paths.creator.suspended.path, () => import('../suspended-route'), { middleware: ['authenticated'] }),
    guarded(paths.creator.eventsSuccess.path, () => import('@/features/creator-events/routes/events-success-page')),
    withUuid(
      paths.creator.paymentRequested.path,
      () => import('@/features/creator-payments/routes/payment-requested-page'),
    ),
  ]),

  layout('influencer', () => import('../layouts/influencer-layout'), [
    withPrefetch(
      guarded(paths.creator.dashboard.path, () => import('@/features/creator-campaigns/routes/dashboard-page')),
      () => queryClient.prefetchQuery(dashboardQueryOptions()),
    ),
    guarded(paths.creator.profile.path, () => import('@/features/creator-profile/routes/profile-page')),
    guarded(paths.creator.notifications.path, () => import('@/features/notifications/routes/notifications-page')),
    guarded(paths.creator.settingsAccount.path, () => import('../layouts/creator-account-settings-route')),
    guarded(
      paths.creator.settingsAvailability.path,
      () => import('@/features/creator-profile/routes/settings-availability-page'),
    ),
    guarded(
      paths.creator.settingsProfile.path,
      () => import('@/features/creator-profile/routes/settings-profile-page'),
    ),
    guarded(
      paths.creator.settingsSocialMedia.path,
      () => import('@/features/creator-profile/routes/settings-social-page'),
    ),
    guarded(
      paths.creator.settingsPayments.path,
      () => import('@/features/creator-payments/routes/settings-payments-page'),
    ),
    guarded(paths.creator.settingsSupport.path, () => import('@/features/support/routes/creator-support-page')),
    guarded(paths.creator.campaigns.path, () => import('@/features/creator-campaigns/routes/campaigns-page')),
    guarded(paths.creator.campaignSearch.path, () => import('@/features/creator-campaigns/routes/search-page')),
    guarded(paths.creator.events.path, () => import('@/features/creator-events/routes/events-page')),
    withUuid(paths.creator.event.path, () => import('@/features/creator-events/routes/event-page')),
    withUuid(paths.creator.brand.path, () => import('@/features/creator-campaigns/routes/brand-page')),
    // Their uuid is a deliverable's, so they use the creator sidebar rather than the campaign tabs (which need a campaign id).
    withUuid(paths.creator.deliverable.path, () => import('@/features/creator-campaigns/routes/deliverable-page')),
    withUuid(paths.creator.submitContent.path, () => import('@/features/creator-content/routes/submit-content-page')),
    withUuid(paths.creator.upload.path, () => import('@/features/creator-content/routes/upload-page')),
  ]),

  layout('creator-campaign', () => import('../layouts/creator-campaign-layout'), [
    withUuid(paths.creator.campaign.path, () => import('@/features/creator-campaigns/routes/campaign-page')),
    withUuid(
      paths.creator.campaignContent.path,
      () => import('@/features/creator-campaigns/routes/campaign-content-page'),
    ),
    withUuid(paths.creator.join.path, () => import('@/features/creator-campaigns/routes/join-page')),
    withUuid(paths.creator.messaging.path, () => import('@/features/messaging/routes/creator-messaging-page')),
    withUuid(paths.creator.overview.path, () => import('@/features/creator-campaigns/routes/overview-page')),
    withUuid(paths.creator.signContract.path, () => import('@/features/creator-campaigns/routes/sign-contract-page')),
  ]),
];
