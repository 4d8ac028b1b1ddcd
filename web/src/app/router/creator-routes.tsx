import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { GuardName } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { layout, page, placeholder } from './route-helpers';

const CREATOR: readonly GuardName[] = ['authenticated', 'influencer'];
const withUuid = { middleware: CREATOR, validate: requireUuids('uuid') };
const eyebrow = 'Creator';

/** Creator screens (spec §2 "Creator"); /creator/signup is in the public routes. */
export const creatorRoutes: RouteObject[] = [
  layout('view-wrapper', () => import('../layouts/view-wrapper-layout'), [
    placeholder(paths.creator.onboarding.path, {
      title: 'Welcome to Social Loop',
      description: 'Set up your creator profile so brands can find you.',
      empty: 'Creator onboarding is on its way',
      hint: 'Connect your social accounts, add your niches and rates, and you are ready for campaigns.',
    }, { middleware: CREATOR }),
    page(paths.creator.suspended.path, () => import('@/features/account-status/routes/suspended-page'), { middleware: ['authenticated'] }),
    placeholder(paths.creator.eventsSuccess.path, { title: 'You’re on the list', empty: 'Your event RSVP confirmation will appear here', hint: 'We will remind you before the event starts.' }, { middleware: CREATOR }),
    placeholder(paths.creator.paymentRequested.path, { title: 'Payment requested', empty: 'Your payment request details will appear here', hint: 'Track when the brand approves and when the money reaches you.' }, withUuid),
  ]),

  layout('influencer', () => import('../layouts/influencer-layout'), [
    placeholder(paths.creator.dashboard.path, { title: 'Dashboard', eyebrow, description: 'Your campaigns, deadlines and earnings at a glance.', empty: 'Your creator dashboard is coming soon', hint: 'Upcoming deliverables, new invitations and payments will show up here.' }, { middleware: CREATOR }),
    placeholder(paths.creator.profile.path, { title: 'My profile', eyebrow, empty: 'Your public creator profile will appear here', hint: 'This is what brands see: bio, niches, audience and rates.' }, { middleware: CREATOR }),
    page(paths.creator.notifications.path, () => import('@/features/notifications/routes/notifications-page'), { middleware: CREATOR }),
    page(paths.creator.settingsAccount.path, () => import('../layouts/creator-account-settings-route'), { middleware: CREATOR }),
    placeholder(paths.creator.settingsAvailability.path, { title: 'Availability', eyebrow: 'Settings', empty: 'Your availability calendar will appear here', hint: 'Block out dates so brands only invite you when you are free.' }, { middleware: CREATOR }),
    placeholder(paths.creator.settingsProfile.path, { title: 'Profile settings', eyebrow: 'Settings', empty: 'Profile details will appear here', hint: 'Bio, niches, languages, location and your rates.' }, { middleware: CREATOR }),
    placeholder(paths.creator.settingsSocialMedia.path, { title: 'Social media', eyebrow: 'Settings', empty: 'Connected accounts will appear here', hint: 'Connect Instagram, TikTok and YouTube so brands see fresh audience data.' }, { middleware: CREATOR }),
    placeholder(paths.creator.campaigns.path, { title: 'My campaigns', eyebrow, empty: 'Campaigns you joined will appear here', hint: 'Find a campaign you like and apply — accepted ones land here.' }, { middleware: CREATOR }),
    placeholder(paths.creator.campaignSearch.path, { title: 'Find campaigns', eyebrow, empty: 'Campaign search is coming soon', hint: 'Browse open campaigns that match your niche, platforms and rates.' }, { middleware: CREATOR }),
    placeholder(paths.creator.events.path, { title: 'Events', eyebrow, empty: 'Brand events will appear here', hint: 'Launches, meetups and live sessions you can RSVP to.' }, { middleware: CREATOR }),
    placeholder(paths.creator.event.path, { title: 'Event', eyebrow, empty: 'Event details will appear here', hint: 'Date, place, dress code and your RSVP.' }, withUuid),
    placeholder(paths.creator.brand.path, { title: 'Brand profile', eyebrow, empty: 'The brand’s profile will appear here', hint: 'Who they are, what they make and the campaigns they run.' }, withUuid),
    // Their uuid is a deliverable's, so they use the creator sidebar rather than the campaign tabs (which need a campaign id).
    page(paths.creator.submitContent.path, () => import('@/features/creator-content/routes/submit-content-page'), withUuid),
    page(paths.creator.upload.path, () => import('@/features/creator-content/routes/upload-page'), withUuid),
  ]),

  layout('creator-campaign', () => import('../layouts/creator-campaign-layout'), [
    placeholder(paths.creator.campaign.path, { title: 'Campaign', eyebrow: 'Campaign', empty: 'Campaign details will appear here', hint: 'The brief, deliverables, rates and timeline.' }, withUuid),
    placeholder(paths.creator.campaignContent.path, { title: 'Campaign content', eyebrow: 'Campaign', empty: 'Your submitted content will appear here', hint: 'Every version, the brand’s comments and approval status.' }, withUuid),
    placeholder(paths.creator.deliverable.path, { title: 'Deliverable', eyebrow: 'Campaign', empty: 'Deliverable details will appear here', hint: 'Due date, platform, rate and what the brand expects.' }, withUuid),
    placeholder(paths.creator.join.path, { title: 'Join campaign', eyebrow: 'Campaign', empty: 'Your application will appear here', hint: 'Pitch yourself with a short message and your rate.' }, withUuid),
    page(paths.creator.messaging.path, () => import('@/features/messaging/routes/creator-messaging-page'), withUuid),
    placeholder(paths.creator.overview.path, { title: 'Campaign overview', eyebrow: 'Campaign', empty: 'Your progress in this campaign will appear here', hint: 'What is done, what is next and when you get paid.' }, withUuid),
    placeholder(paths.creator.signContract.path, { title: 'Sign contract', eyebrow: 'Campaign', empty: 'Your contract will appear here', hint: 'Read the terms and sign online in a minute.' }, withUuid),
  ]),
];
