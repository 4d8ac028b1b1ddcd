import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { requireUuids } from '../guards/validators';
import { areaPages, layout } from './route-helpers';

const { guarded, withUuid } = areaPages(['authenticated', 'strategist']);

/** Strategist screens (spec §2 "Internal"). */
export const internalRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    guarded(paths.internal.selectBrand.path, () => import('@/features/managed-brands/routes/select-brand-page')),
  ]),

  layout('strategist', () => import('../layouts/strategist-layout'), [
    guarded(paths.internal.campaigns.path, () => import('@/features/brand-campaigns/routes/campaigns-dashboard-page')),
    guarded(paths.internal.campaignCreate.path, () => import('@/features/brand-campaigns/routes/campaign-form-page')),
    withUuid(paths.internal.campaign.path, () => import('@/features/brand-campaigns/routes/campaign-candidates-page')),
    withUuid(paths.internal.campaignEdit.path, () => import('@/features/brand-campaigns/routes/campaign-form-page')),
    withUuid(paths.internal.campaignMessaging.path, () => import('@/features/messaging/routes/brand-messaging-page')),
    guarded(paths.internal.proposeRates.path, () => import('@/features/brand-campaigns/routes/propose-rates-page'), {
      validate: requireUuids('brandCampaignMatchId'),
    }),
    withUuid(paths.internal.creator.path, () => import('@/features/brand-creators/routes/creator-profile-page')),
    guarded(paths.internal.events.path, () => import('@/features/internal-events/routes/internal-events-page')),
    guarded(
      paths.internal.organizations.path,
      () => import('@/features/internal-organizations/routes/organizations-page'),
    ),
    withUuid(
      paths.internal.organization.path,
      () => import('@/features/internal-organizations/routes/organization-page'),
    ),
    withUuid(
      paths.internal.organizationCreators.path,
      () => import('@/features/internal-organizations/routes/organization-creators-page'),
    ),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    guarded(paths.internal.creators.path, () => import('@/features/brand-creators/routes/creator-database-page')),
  ]),

  layout('strategist-my-account', () => import('../layouts/strategist-my-account-layout'), [
    guarded(paths.internal.settingsAccount.path, () => import('../layouts/internal-account-settings-route')),
    guarded(paths.internal.settingsTeam.path, () => import('@/features/internal-team/routes/team-page')),
  ]),
];
