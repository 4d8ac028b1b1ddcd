import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { preloadOpenedPage } from './prefetch-loader';
import { layout, page } from './route-helpers';

const STRATEGIST: readonly GuardName[] = ['authenticated', 'strategist'];
const withUuid = { middleware: STRATEGIST, validate: requireUuids('uuid') };

/** Strategist screens (spec §2 "Internal"). */
export const internalRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    page(paths.internal.selectBrand.path, () => import('@/features/managed-brands/routes/select-brand-page'), {
      middleware: STRATEGIST,
    }),
  ]),

  layout('strategist', () => import('../layouts/strategist-layout'), [
    page(paths.internal.campaigns.path, () => import('@/features/brand-campaigns/routes/campaigns-dashboard-page'), {
      middleware: STRATEGIST,
    }),
    page(paths.internal.campaignCreate.path, () => import('@/features/brand-campaigns/routes/campaign-form-page'), {
      middleware: STRATEGIST,
    }),
    page(
      paths.internal.campaign.path,
      () => import('@/features/brand-campaigns/routes/campaign-candidates-page'),
      withUuid,
    ),
    page(
      paths.internal.campaignEdit.path,
      () => import('@/features/brand-campaigns/routes/campaign-form-page'),
      withUuid,
    ),
    page(
      paths.internal.campaignMessaging.path,
      () => import('@/features/messaging/routes/brand-messaging-page'),
      withUuid,
    ),
    page(paths.internal.proposeRates.path, () => import('@/features/brand-campaigns/routes/propose-rates-page'), {
      middleware: STRATEGIST,
      validate: requireUuids('brandCampaignMatchId'),
    }),
    page(paths.internal.creator.path, () => import('@/features/brand-creators/routes/creator-profile-page'), withUuid),
    page(paths.internal.events.path, () => import('@/features/internal-events/routes/internal-events-page'), {
      middleware: STRATEGIST,
    }),
    page(
      paths.internal.organizations.path,
      () => import('@/features/internal-organizations/routes/organizations-page'),
      { middleware: STRATEGIST },
    ),
    page(
      paths.internal.organization.path,
      () => import('@/features/internal-organizations/routes/organization-page'),
      withUuid,
    ),
    page(
      paths.internal.organizationCreators.path,
      () => import('@/features/internal-organizations/routes/organization-creators-page'),
      withUuid,
    ),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    page(paths.internal.creators.path, () => import('@/features/brand-creators/routes/creator-database-page'), {
      middleware: STRATEGIST,
    }),
  ]),

  layout('strategist-my-account', () => import('../layouts/strategist-my-account-layout'), [
    page(paths.internal.settingsAccount.path, () => import('../layouts/internal-account-settings-route'), {
      middleware: STRATEGIST,
    }),
    page(paths.internal.settingsTeam.path, () => import('@/features/internal-team/routes/team-page'), {
      middleware: STRATEGIST,
    }),
  ]),
];

preloadOpenedPage(internalRoutes);
