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
import { withPrefetch } from './prefetch-loader';
import { areaPages, layout, page } from './route-helpers';

const BRAND: readonly GuardName[] = ['authenticated', 'brand'];
const { guarded, withUuid } = areaPages(BRAND);

const loadBrandNavbarPage = () => import('../layouts/brand-navbar-page');

/** A brand page that uses no layout (spec §2): wrapped in the brand navbar, behind the brand guards. */
const standalonePage = (path: string, importer: () => Promise<{ default: ComponentType }>): RouteObject => ({
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
  handle: { middleware: BRAND, preload: () => Promise.all([importer(), loadBrandNavbarPage()]) },
});

/** Brand screens (spec §2 "Brand"); /brand/signup is in the public routes. */
export const brandRoutes: RouteObject[] = [
  // Spec: the campaigns dashboard, payment cancel and account settings use no layout.
  withPrefetch(
    standalonePage(
      paths.brand.campaigns.path,
      () => import('@/features/brand-campaigns/routes/campaigns-dashboard-page'),
    ),
    ({ request }) =>
      queryClient.prefetchQuery(campaignsQueryOptions(campaignListParamsFrom(new URL(request.url).searchParams))),
  ),
  standalonePage(paths.brand.paymentCancel.path, () => import('@/features/billing/routes/payment-cancel-page')),
  guarded(paths.brand.settingsAccount.path, () => import('../layouts/brand-account-settings-route')),

  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    guarded(paths.brand.onboarding.path, () => import('@/features/brand-profile/routes/brand-onboarding-page')),
    page(paths.brand.suspended.path, () => import('../suspended-route'), { middleware: ['authenticated'] }),
    withUuid(paths.brand.receipt.path, () => import('@/features/billing/routes/receipt-page')),
    guarded(paths.brand.brandNotFound.path, () => import('@/features/brand-profile/routes/brand-not-found-page')),
    guarded(paths.brand.creatorSpendSuccess.path, () => import('@/features/wallet/routes/creator-spend-success-page')),
  ]),

  layout('brand', () => import('../layouts/brand-layout'), [
    guarded(paths.brand.profile.path, () => import('@/features/brand-profile/routes/brand-profile-page')),
    guarded(paths.brand.billing.path, () => import('@/features/billing/routes/billing-page')),
    guarded(paths.brand.plans.path, () => import('@/features/billing/routes/plans-page')),
    guarded(paths.brand.purchase.path, () => import('@/features/billing/routes/purchase-page')),
    guarded(paths.brand.wallet.path, () => import('@/features/wallet/routes/wallet-page')),
    guarded(paths.brand.support.path, () => import('../brand-support-route')),
    withUuid(paths.brand.creator.path, () => import('@/features/brand-creators/routes/creator-profile-page')),
    guarded(paths.brand.campaignCreate.path, () => import('@/features/brand-campaigns/routes/campaign-form-page')),
    withUuid(
      paths.brand.campaignCandidates.path,
      () => import('@/features/brand-campaigns/routes/campaign-candidates-page'),
    ),
    withUuid(paths.brand.campaignEdit.path, () => import('@/features/brand-campaigns/routes/campaign-form-page')),
    withPrefetch(
      guarded(paths.brand.proposeRates.path, () => import('@/features/brand-campaigns/routes/propose-rates-page'), {
        validate: requireUuids('brandCampaignMatchId'),
      }),
      ({ params }) => prefetchProposeRates(queryClient, params.brandCampaignMatchId ?? ''),
    ),
  ]),

  layout('brand-campaign', () => import('../layouts/brand-campaign-layout'), [
    withUuid(paths.brand.campaignDetail.path, () => import('@/features/brand-campaigns/routes/campaign-detail-page')),
    withUuid(
      paths.brand.campaignCreators.path,
      () => import('@/features/brand-campaigns/routes/campaign-creators-page'),
    ),
    withPrefetch(
      withUuid(paths.brand.campaignContent.path, () => import('@/features/content-review/routes/content-review-page')),
      ({ params, request }) => prefetchContentReview(queryClient, params.uuid ?? '', new URL(request.url).searchParams),
    ),
    withUuid(paths.brand.campaignMessaging.path, () => import('@/features/messaging/routes/brand-messaging-page')),
    withUuid(
      paths.brand.campaignMetrics.path,
      () => import('@/features/campaign-metrics/routes/campaign-metrics-page'),
    ),
  ]),

  layout('brand-my-account', () => import('../layouts/brand-my-account-layout'), [
    guarded(paths.brand.settingsProfile.path, () => import('@/features/brand-profile/routes/brand-settings-page')),
    guarded(paths.brand.settingsTeamMembers.path, () => import('@/features/brand-team/routes/team-members-page')),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    withPrefetch(
      guarded(paths.brand.creators.path, () => import('@/features/brand-creators/routes/creator-database-page')),
      ({ request }) => prefetchCreatorSearch(queryClient, new URL(request.url).searchParams),
    ),
  ]),
];
