import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { layout, page, placeholder } from './route-helpers';

const STRATEGIST: readonly GuardName[] = ['authenticated', 'strategist'];
const withUuid = { middleware: STRATEGIST, validate: requireUuids('uuid') };
const eyebrow = 'Internal';

/** Strategist screens (spec §2 "Internal"). */
export const internalRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    page(paths.internal.selectBrand.path, () => import('@/features/managed-brands/routes/select-brand-page'), { middleware: STRATEGIST }),
  ]),

  layout('strategist', () => import('../layouts/strategist-layout'), [
    placeholder(paths.internal.campaigns.path, { title: 'Campaigns', eyebrow, description: 'Campaigns you run for the selected brand.', empty: 'Managed campaigns will appear here', hint: 'Drafts, active and completed campaigns, with a short tour on your first visit.' }, { middleware: STRATEGIST }),
    placeholder(paths.internal.campaignCreate.path, { title: 'New campaign', eyebrow, empty: 'The campaign builder is coming soon', hint: 'Create a campaign on the brand’s behalf.' }, { middleware: STRATEGIST }),
    placeholder(paths.internal.campaign.path, { title: 'Campaign candidates', eyebrow, empty: 'Candidates for this campaign will appear here', hint: 'Review pitches and shortlist creators for the brand.' }, withUuid),
    placeholder(paths.internal.campaignEdit.path, { title: 'Edit campaign', eyebrow, empty: 'The campaign editor will appear here', hint: 'Change the brief, deliverables and dates.' }, withUuid),
    page(paths.internal.campaignMessaging.path, () => import('@/features/messaging/routes/brand-messaging-page'), withUuid),
    placeholder(paths.internal.proposeRates.path, { title: 'Propose rates and deliverables', eyebrow, empty: 'The offer to this creator will appear here', hint: 'Set rates and deliverables for the creator to accept.' }, { middleware: STRATEGIST, validate: requireUuids('brandCampaignMatchId') }),
    placeholder(paths.internal.creator.path, { title: 'Creator profile', eyebrow, empty: 'The creator’s profile will appear here', hint: 'Audience, engagement, rates and past collaborations.' }, withUuid),
    placeholder(paths.internal.events.path, { title: 'Events', eyebrow, empty: 'Events will appear here', hint: 'Create brand events and follow creator RSVPs.' }, { middleware: STRATEGIST }),
    placeholder(paths.internal.organizations.path, { title: 'Organizations', eyebrow, empty: 'Brands you manage will appear here', hint: 'Every organization, its plan, team and campaigns.' }, { middleware: STRATEGIST }),
    placeholder(paths.internal.organization.path, { title: 'Organization', eyebrow, empty: 'Organization details will appear here', hint: 'Plan, team members, wallet and campaigns.' }, withUuid),
    placeholder(paths.internal.organizationCreators.path, { title: 'Organization creators', eyebrow, empty: 'Creators this brand works with will appear here', hint: 'Saved, invited and contracted creators.' }, withUuid),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    placeholder(paths.internal.creators.path, { title: 'Creator database', eyebrow, description: 'Search creators for the brands you manage.', empty: 'Creator search is coming soon', hint: 'Filter by niche, location, audience and engagement, then add creators to a campaign.' }, { middleware: STRATEGIST }),
  ]),

  layout('strategist-my-account', () => import('../layouts/strategist-my-account-layout'), [
    page(paths.internal.settingsAccount.path, () => import('../layouts/internal-account-settings-route'), { middleware: STRATEGIST }),
    placeholder(paths.internal.settingsTeam.path, { title: 'Team', eyebrow: 'Settings', empty: 'Your strategist team will appear here', hint: 'Who manages which brands, and their roles.' }, { middleware: STRATEGIST }),
  ]),
];
