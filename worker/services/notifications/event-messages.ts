import type { DomainEvent, DomainEventType } from '../outbox/outbox';
import type { MatchContext } from './event-recipients';
import { paths } from '../../schemas/app-paths';

export type NotificationDraft = {
  audience: 'creator' | 'brand';
  title: string;
  body: string;
  /** The app path the notification opens. */
  link: string;
  /** Also e-mail it (messages are not e-mailed one by one). */
  email: boolean;
};

/** The campaign's brief with the creator's status panel: where invitations and offers are answered. */
const creatorCampaign = (m: MatchContext) => paths.creator.campaign.getHref(m.campaignId);
const brandCandidates = (m: MatchContext) => paths.brand.campaignCandidates.getHref(m.campaignId);
/** The brand's offer page of one match: the negotiation so far and the answer to a counter-offer. */
const brandOffer = (m: MatchContext) => paths.brand.proposeRates.getHref(m.matchId);
const brandCreators = (m: MatchContext) => paths.brand.campaignCreators.getHref(m.campaignId);
const brandContent = (m: MatchContext) => paths.brand.campaignContent.getHref(m.campaignId);
/** The deliverable's content screen (feedback, versions), or the campaign's content list. */
const creatorContent = (m: MatchContext, e: DomainEvent) =>
  typeof e.payload.deliverable_id === 'string'
    ? paths.creator.submitContent.getHref(e.payload.deliverable_id)
    : paths.creator.campaignContent.getHref(m.campaignId);
/** The first requested post's content screen, where the creator reports its figures. */
const metricsForm = (m: MatchContext, e: DomainEvent) => {
  const [first] = (e.payload.deliverable_ids as string[] | undefined) ?? [];
  return first ? paths.creator.submitContent.getHref(first) : creatorCampaign(m);
};

const paymentPage = (m: MatchContext) => paths.creator.paymentRequested.getHref(m.matchId);
const money = (e: DomainEvent) => {
  const cents = Number(
    e.payload.amount_cents ?? (e.payload.payment as { released_cents?: number } | undefined)?.released_cents ?? 0,
  );
  const currency = String(
    e.payload.currency ?? (e.payload.payment as { currency?: string } | undefined)?.currency ?? 'USD',
  );
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency });
};
/** " $460.00 is released to you." when the approval released a payment. */
const released = (e: DomainEvent) =>
  e.payload.payment ? ` ${money(e)} is released to you and paid out to your payout account.` : '';

/** What a creator had open on a campaign that closed, by the match's status then. */
const OPEN_THING: Record<string, string> = {
  invited: 'invitation',
  applied: 'application',
  proposed: 'offer',
  countered: 'counter-offer',
};

/**
 * What each domain event tells whom. `declined` depends on who declined: the other side hears of it. An event both
 * sides hear of has a draft per side: each in its own words, with a link into its own area (the other side's area
 * would only redirect them home).
 */
const DRAFTS: Partial<
  Record<DomainEventType, (m: MatchContext, e: DomainEvent) => NotificationDraft | NotificationDraft[] | null>
> = {
  'match.invited': (m) => ({
    audience: 'creator',
    title: `${m.brandName} invited you to “${m.campaignTitle}”`,
    body: 'Have a look at the brief and answer the invitation.',
    link: creatorCampaign(m),
    email: true,
  }),
  'match.applied': (m) => ({
    audience: 'brand',
    title: `${m.creatorName} is interested in “${m.campaignTitle}”`,
    body: 'Review their pitch and make an offer.',
    link: brandCandidates(m),
    email: true,
  }),
  'match.proposed': (m) => ({
    audience: 'creator',
    title: `New offer from ${m.brandName}`,
    body: `Rates and deliverables for “${m.campaignTitle}” are ready for you.`,
    link: creatorCampaign(m),
    email: true,
  }),
  'match.countered': (m, e) => ({
    audience: 'brand',
    title: `${m.creatorName} countered your offer`,
    body: `They ask ${String(e.payload.rate_label ?? 'a different rate')} for “${m.campaignTitle}”. Accept, change or decline it.`,
    link: brandOffer(m),
    email: true,
  }),
  'match.accepted': (m, e) =>
    e.payload.actor_id === m.creator.userId
      ? {
          audience: 'brand',
          title: `${m.creatorName} accepted your offer`,
          body: `The contract for “${m.campaignTitle}” is waiting for their signature.`,
          link: brandCreators(m),
          email: true,
        }
      : {
          audience: 'creator',
          title: `${m.brandName} accepted your counter-offer`,
          body: `Your contract for “${m.campaignTitle}” is ready to sign.`,
          link: creatorCampaign(m),
          email: true,
        },
  'match.declined': (m, e) =>
    e.payload.actor_id === m.creator.userId
      ? {
          audience: 'brand',
          title: `${m.creatorName} declined “${m.campaignTitle}”`,
          body:
            e.payload.from === 'proposed' || e.payload.from === 'countered'
              ? 'You can come back with a new offer, or invite other creators.'
              : 'You can invite other creators from the candidates page.',
          link: e.payload.from === 'invited' ? brandCandidates(m) : brandOffer(m),
          email: false,
        }
      : e.payload.from === 'countered'
        ? {
            audience: 'creator',
            title: `${m.brandName} declined your counter-offer`,
            body: `They may come back with a new offer for “${m.campaignTitle}”.`,
            link: creatorCampaign(m),
            email: true,
          }
        : {
            audience: 'creator',
            title: `${m.brandName} passed on your application`,
            body: `“${m.campaignTitle}” went another way this time.`,
            link: creatorCampaign(m),
            email: true,
          },
  'match.contracted': (m) => ({
    audience: 'brand',
    title: `${m.creatorName} signed the contract`,
    body: `Work on “${m.campaignTitle}” can start.`,
    link: brandCreators(m),
    email: true,
  }),
  'match.completed': (m) => ({
    audience: 'creator',
    title: `“${m.campaignTitle}” is complete`,
    body: 'Thanks for the great work!',
    link: creatorCampaign(m),
    email: true,
  }),
  'match.removed': (m) => ({
    audience: 'creator',
    title: `${m.brandName} removed you from “${m.campaignTitle}”`,
    body: 'The brand will not continue this collaboration.',
    link: creatorCampaign(m),
    email: true,
  }),
  'match.expired': (m, e) =>
    e.payload.campaign_closed
      ? {
          audience: 'creator',
          title: `“${m.campaignTitle}” has closed`,
          body: `${m.brandName} ${String(e.payload.campaign_closed)} the campaign, so your ${OPEN_THING[String(e.payload.from)] ?? 'invitation'} is closed.`,
          link: creatorCampaign(m),
          email: false,
        }
      : {
          audience: 'creator',
          title: `Your invitation to “${m.campaignTitle}” expired`,
          body: 'It was not answered in time.',
          link: creatorCampaign(m),
          email: false,
        },
  'content.submitted': (m) => ({
    audience: 'brand',
    title: `${m.creatorName} submitted content`,
    body: `New content for “${m.campaignTitle}” is ready for review.`,
    link: brandContent(m),
    email: true,
  }),
  'content.changes_requested': (m, e) => ({
    audience: 'creator',
    title: `${m.brandName} asked for changes`,
    body: `See the feedback on your content for “${m.campaignTitle}”.`,
    link: creatorContent(m, e),
    email: true,
  }),
  'content.approved': (m, e) =>
    e.payload.auto_approved
      ? [
          {
            audience: 'creator',
            title: `Content for “${m.campaignTitle}” was approved automatically`,
            body: `${m.brandName} did not review your submission within the contract’s review window, so it is approved.${released(e)}`,
            link: released(e) ? paymentPage(m) : creatorContent(m, e),
            email: true,
          },
          {
            audience: 'brand',
            title: `Content for “${m.campaignTitle}” was approved automatically`,
            body: `${m.creatorName}’s submission was not reviewed within the contract’s review window, so it is approved.`,
            link: brandContent(m),
            email: true,
          },
        ]
      : {
          audience: 'creator',
          title: `${m.brandName} approved your content`,
          body: `Your content for “${m.campaignTitle}” is approved.${released(e)}`,
          link: released(e) ? paymentPage(m) : creatorContent(m, e),
          email: true,
        },
  'payment.paid_out': (m, e) => [
    {
      audience: 'creator',
      title: `${money(e)} reached your bank`,
      body: `Your payment from ${m.brandName} for “${m.campaignTitle}” was paid out to your bank account.`,
      link: paymentPage(m),
      email: true,
    },
    {
      audience: 'brand',
      title: `${money(e)} paid out to ${m.creatorName}`,
      body: `A payment for “${m.campaignTitle}” reached ${m.creatorName}’s bank account.`,
      link: paths.brand.wallet.getHref(),
      email: true,
    },
  ],
  'payment.payout_failed': (m, e) => ({
    audience: 'creator',
    title: 'Your payout did not go through',
    body: `${String(e.payload.reason ?? 'The bank refused it.')} Update your bank details in Settings → Payments and we send it again.`,
    link: paymentPage(m),
    email: true,
  }),
  'content.published': (m) => ({
    audience: 'brand',
    title: `${m.creatorName} published their post`,
    body: `A post for “${m.campaignTitle}” is live.`,
    link: brandContent(m),
    email: false,
  }),
  'message.sent': (m, e) =>
    e.payload.sender_side === 'creator'
      ? {
          audience: 'brand',
          title: `New message from ${m.creatorName}`,
          body: String(e.payload.preview ?? ''),
          link: paths.brand.campaignMessaging.getHref(m.campaignId),
          email: false,
        }
      : {
          audience: 'creator',
          title: `New message from ${m.brandName}`,
          body: String(e.payload.preview ?? ''),
          link: paths.creator.messaging.getHref(m.campaignId),
          email: false,
        },
  'metrics.requested': (m, e) => ({
    audience: 'creator',
    title: `${m.brandName} asked for your post metrics`,
    body: `Share the figures of your posts for “${m.campaignTitle}”.`,
    link: metricsForm(m, e),
    email: true,
  }),
};

/** The event's notification drafts, one per side that hears of it (none when nobody does). */
export const draftNotifications = (event: DomainEvent, match: MatchContext): NotificationDraft[] =>
  [DRAFTS[event.type]?.(match, event) ?? []].flat();
