import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { layout, page, placeholder, standalonePlaceholder } from './route-helpers';

const BRAND: readonly GuardName[] = ['authenticated', 'brand'];
const withUuid = { middleware: BRAND, validate: requireUuids('uuid') };
const eyebrow = 'Brand';

/** Brand screens (spec §2 "Brand"); /brand/signup is in the public routes. */
export const brandRoutes: RouteObject[] = [
  // Spec: the campaigns dashboard, payment cancel and account settings use no layout.
  standalonePlaceholder(paths.brand.campaigns.path, {
    title: 'Campaigns',
    eyebrow,
    description: 'Plan, launch and track every creator campaign in one place.',
    empty: 'Your campaigns will appear here',
    hint: 'Draft, active and completed campaigns, with tabs, pagination and a quick guided tour for your first visit.',
  }, { middleware: BRAND }),
  standalonePlaceholder(paths.brand.paymentCancel.path, {
    title: 'Payment cancelled',
    eyebrow,
    description: 'No money was taken.',
    empty: 'Your payment was not completed',
    hint: 'You can return to plans or your wallet and try again whenever you are ready.',
  }, { middleware: BRAND }),
  page(paths.brand.settingsAccount.path, () => import('../layouts/brand-account-settings-route'), { middleware: BRAND }),

  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    placeholder(paths.brand.onboarding.path, {
      title: 'Welcome to Social Loop',
      description: 'A few questions about your brand so we can match you with the right creators.',
      empty: 'Brand onboarding is on its way',
      hint: 'Tell us about your brand, goals and budget — it takes about two minutes.',
    }, { middleware: BRAND }),
    page(paths.brand.suspended.path, () => import('@/features/account-status/routes/suspended-page'), { middleware: ['authenticated'] }),
    placeholder(paths.brand.brandNotFound.path, {
      title: 'Brand not found',
      description: 'We could not find a brand linked to your account.',
      empty: 'No brand is linked to this account',
      hint: 'Ask your team admin to invite you again, or contact support and we will sort it out.',
    }, { middleware: BRAND }),
    placeholder(paths.brand.creatorSpendSuccess.path, {
      title: 'Creator spend added',
      description: 'Thanks! Your funds are on their way to your wallet.',
      empty: 'Your top-up confirmation will appear here',
      hint: 'We will show the amount added and your new creator-spend balance.',
    }, { middleware: BRAND }),
  ]),

  layout('brand', () => import('../layouts/brand-layout'), [
    placeholder(paths.brand.profile.path, { title: 'Brand profile', eyebrow, empty: 'Your public brand profile will appear here', hint: 'Logo, description, website and the campaigns creators can see.' }, { middleware: BRAND }),
    placeholder(paths.brand.billing.path, { title: 'Billing', eyebrow, empty: 'Invoices and payment methods will appear here', hint: 'Download invoices, update your card and see upcoming charges.' }, { middleware: BRAND }),
    placeholder(paths.brand.plans.path, { title: 'Plans', eyebrow, empty: 'Plan comparison is coming soon', hint: 'Compare Free, Starter, Growth and Enterprise and switch plans in a click.' }, { middleware: BRAND }),
    placeholder(paths.brand.purchase.path, { title: 'Purchase', eyebrow, empty: 'Checkout will appear here', hint: 'Review your order and pay securely.' }, { middleware: BRAND }),
    placeholder(paths.brand.wallet.path, { title: 'Wallet', eyebrow, description: 'Fund creator payments up front so creators are paid the moment content is approved.', empty: 'Your wallet overview will appear here', hint: 'Creator-spend balance, pending payments and every top-up and payout.' }, { middleware: BRAND }),
    placeholder(paths.brand.support.path, { title: 'Support', eyebrow, empty: 'Support requests will appear here', hint: 'Send us a question and follow the answer right here.' }, { middleware: BRAND }),
    placeholder(paths.brand.creator.path, { title: 'Creator profile', eyebrow, empty: 'The creator’s profile will appear here', hint: 'Audience, engagement, rates and past collaborations.' }, withUuid),
    placeholder(paths.brand.campaignCreate.path, { title: 'New campaign', eyebrow, empty: 'The campaign builder is coming soon', hint: 'Brief, deliverables, budget, dates and targeting in a few guided steps.' }, { middleware: BRAND }),
    placeholder(paths.brand.campaignCandidates.path, { title: 'Campaign candidates', eyebrow, empty: 'Creators who applied or were invited will appear here', hint: 'Review pitches and shortlist the right creators.' }, withUuid),
    placeholder(paths.brand.campaignEdit.path, { title: 'Edit campaign', eyebrow, empty: 'The campaign editor will appear here', hint: 'Change the brief, deliverables and dates of a draft or active campaign.' }, withUuid),
    placeholder(paths.brand.proposeRates.path, { title: 'Propose rates and deliverables', eyebrow, empty: 'Your offer to this creator will appear here', hint: 'Set rates and deliverables and send them for the creator to accept.' }, { middleware: BRAND, validate: requireUuids('brandCampaignMatchId') }),
  ]),

  layout('brand-campaign', () => import('../layouts/brand-campaign-layout'), [
    placeholder(paths.brand.campaignDetail.path, { title: 'Campaign overview', eyebrow: 'Campaign', empty: 'Campaign details will appear here', hint: 'Brief, budget, timeline and progress at a glance.' }, withUuid),
    placeholder(paths.brand.campaignCreators.path, { title: 'Campaign creators', eyebrow: 'Campaign', empty: 'Creators in this campaign will appear here', hint: 'Everyone invited, proposed, contracted and done.' }, withUuid),
    page(paths.brand.campaignContent.path, () => import('@/features/content-review/routes/content-review-page'), withUuid),
    page(paths.brand.campaignMessaging.path, () => import('@/features/messaging/routes/brand-messaging-page'), withUuid),
    page(paths.brand.campaignMetrics.path, () => import('@/features/campaign-metrics/routes/campaign-metrics-page'), withUuid),
  ]),

  layout('brand-my-account', () => import('../layouts/brand-my-account-layout'), [
    placeholder(paths.brand.settingsProfile.path, { title: 'Brand settings', eyebrow: 'Settings', empty: 'Brand details and preferences will appear here', hint: 'Company name, industry, address and notification preferences.' }, { middleware: BRAND }),
    placeholder(paths.brand.settingsTeamMembers.path, { title: 'Team members', eyebrow: 'Settings', empty: 'Your team will appear here', hint: 'Invite colleagues as admins or members and manage their seats.' }, { middleware: BRAND }),
  ]),

  layout('creators-database', () => import('../layouts/creators-database-layout'), [
    placeholder(paths.brand.creators.path, { title: 'Creator database', eyebrow, description: 'Search creators by niche, location, audience and engagement.', empty: 'Creator search is coming soon', hint: 'Filter thousands of creators in milliseconds, save favourites and add them to a campaign.' }, { middleware: BRAND }),
  ]),
];
