import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { campaignListParamsFrom, campaignsQueryOptions } from '@/features/brand-campaigns/api/get-campaigns';
import { prefetchCreatorSearch } from '@/features/brand-creators/api/prefetch-creator-search';
import { prefetchProposeRates } from '@/features/brand-campaigns/api/prefetch-propose-rates';
import { prefetchContentReview } from '@/features/content-review/api/prefetch-content-review';
import { queryClient } from '@/lib/query-client';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import type { ComponentType } from 'react';
import { loadRouteChunk } from './chunk-reload';
import { preloadOpenedPage, withPrefetch } from './prefetch-loader';
import { layout, page } from './route-helpers';

const BRAND: readonly GuardName[] = ['authenticated', 'brand'];
const withUuid = { middleware: BRAND, validate: requireUuids('uuid') };

const loadBrandNavbarPage = () => import('../layouts/brand-navbar-page');

/** A brand page that uses no layout (spec §2): wrapped in the brand navbar. */
const standalonePage = (
  path: string,
  importer: () => Promise<{ default: ComponentType }>,
  options: { middleware: readonly GuardName[] },
): RouteObject => ({
  path,
  lazy: async () => {
    const [{ default: Page }, { BrandNavbarPage }] = await Promise.all([
      loadRouteChunk(importer),
      loadRouteChunk(loadBrandNavbarPage),
    ]);
    return {
      Component: () => (
        <BrandNavbarPage>
          <Page />
        </BrandNavbarPage>
      ),
    };
  },
  handle: { middleware: options.middleware, preload: () => Promise.all([importer(), loadBrandNavbarPage()]) },
});

/** Brand screens (spec §2 "Brand"); /brand/signup is in the public routes. */
export const brandRoutes: RouteObject[] = [
  // Spec: the campaigns dashboard, payment cancel and account settings use no layout.
  withPrefetch(
    standalonePage(
      paths.brand.campaigns.path,
      () => import('@/features/brand-campaigns/routes/campaigns-dashboard-page'),
      { middleware: BRAND },
    ),
    ({ request }) =>
      queryClient.prefetchQuery(campaignsQueryOptions(campaignListParamsFrom(new URL(request.url).searchParams))),
  ),
  standalonePage(paths.brand.paymentCancel.path, () => import('@/features/billing/routes/payment-cancel-page'), {
    middleware: BRAND,
  }),
  page(paths.brand.settingsAccount.path, () => import('../layouts/brand-account-settings-route'), {
    middleware: BRAND,
  }),

  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    page(paths.brand.onboarding.path, () => import('@/features/brand-profile/routes/brand-onboarding-page'), {
      middleware: BRAND,
    }),
    page(paths.brand.suspended.path, () => import('../suspended-route'), { middleware: ['authenticated'] }),
    page(paths.brand.receipt.path, () => import('@/features/billing/routes/receipt-page'), withUuid),
    page(paths.brand.brandNotFound.path, () => import('@/features/brand-profile/routes/brand-not-found-page'), {
      middleware: BRAND,
    }),
    page(paths.brand.creatorSpendSuccess.path, () => import('@/features/wallet/routes/creator-spend-success-page'), {
      middleware: BRAND,
    }),
  ]),

  layout('brand', () => import('../layouts/brand-layout'), [
    page(paths.brand.profile.path, () => import('@/features/brand-profile/routes/brand-profile-page'), {
      middleware: BRAND,
    }),
    page(paths.brand.billing.path, () => import('@/features/billing/routes/billing-page'), { middleware: BRAND }),
    page(paths.brand.plans.path, () => import('@/features/billing/routes/plans-page'), { middleware: BRAND }),
    page(paths.brand.purchase.path, () => import('@/features/billing/routes/purchase-page'), { middleware: BRAND }),
    page(paths.brand.wallet.path, () => import('@/features/wallet/routes/wallet-page'), { middleware: BRAND }),
    page(paths.brand.support.path, () => import('../brand-support-route'), { middleware: BRAND }),
    page(paths.brand.creator.path, () => import('@/features/brand-creators/routes/creator-profile-page'), withUuid),
    page(paths.brand.campaignCreate.path, () => import('@/features/brand-campaigns/routes/campaign-form-page'), {
      middleware: BRAND,
    }),
    page(
      paths.brand.campaignCandidates.path,
      () => import('@/features/brand-campaigns/routes/campaign-candidates-page'),
      withUuid,
    ),
    page(paths.brand.campaignEdit.path, () => import('@/features/brand-campaigns/routes/campaign-form-page'), withUuid),
    withPrefetch(
      page(paths.brand.proposeRates.path, () => import('@/features/brand-campaigns/routes/propose-rates-page'), {
        middleware: BRAND,
        validate: requireUuids('brandCampaignMatchId'),
      }),
      ({ params }) => prefetchProposeRates(queryClient, params.brandCampaignMatchId ?? ''),
    ),
  ]),

  layout('brand-campaign', () => import('../layouts/brand-campaign-layout'), [
    page(
      paths.brand.campaignDetail.path,
      () => import('@/features/brand-campaigns/routes/campaign-detail-page'),
      withUuid,
    ),
    page(
      paths.brand.campaignCreators.path,
      () => import('@/features/brand-campaigns/routes/campaign-creators-page'),
      withUuid,
    ),
    withPrefetch(
      page(
        paths.brand.campaignContent.path,
        () => import('@/features/content-review/routes/content-review-page'),
        withUuid,
      ),
      ({ params, request }) => prefetchContentReview(queryClient, params.uuid ?? '', new URL(request.url).searchParams),
    ),
    page(
      paths.brand.campaignMessaging.path,
      () => import('@/features/messaging/routes/brand-messaging-page'),
      withUuid,
    ),
    page(
      paths.brand.campaignMetrics.path,
      () => import('@/features/campaign-metrics/routes/campaign-metrics-page'),
      withUuid,
    ),
  ]),

  layout('brand-my-account', () => import('../layouts/brand-my-account-layout'), [
    page(paths.brand.settingsProfile.path, () => import('@/features/brand-profile/routes/brand-settings-page'), {
      middleware: BRAND,
    }),
    page(paths.brand.settingsTeamMembers.path, () => import('@/features/brand-team/routes/team-members-page'), {
      middleware: BRAND,
    }),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    withPrefetch(
      page(paths.brand.creators.path, () => import('@/features/brand-creators/routes/creator-database-page'), {
        middleware: BRAND,
      }),
      ({ request }) => prefetchCreatorSearch(queryClient, new URL(request.url).searchParams),
    ),
  ]),
];

preloadOpenedPage(brandRoutes);
