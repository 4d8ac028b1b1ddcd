/**
 * Every route of the web app (spec §2) and how to build a link to it — shared by the web app (as `@/config/paths`)
 * and the Worker (notification, e-mail and checkout links), so neither string-builds an app URL.
 * `path` is the router pattern; `getHref(...)` builds a link.
 */
const seg = (value: string) => encodeURIComponent(value);

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });
const withId = (pattern: string, build: (id: string) => string) => ({ path: pattern, getHref: build });

export const paths = {
  landing: fixed('/'),
  staff: fixed('/staff'),
  /** The staff console's sections (the first is /staff itself, for staff users). */
  staffConsole: {
    creators: fixed('/staff'),
    users: fixed('/staff/users'),
    brands: fixed('/staff/brands'),
    team: fixed('/staff/team'),
    support: fixed('/staff/support'),
    operations: fixed('/staff/operations'),
    audit: fixed('/staff/audit'),
    account: fixed('/staff/account'),
  },
  devMailbox: fixed('/dev/mailbox'),
  /** An e-mailed invitation (brand team, strategist or staff). */
  invitation: { path: '/invitation/:token?', getHref: (token: string) => `/invitation/${seg(token)}` },

  auth: {
    login: {
      path: '/login',
      getHref: (next?: string | null) => (next && next !== '/' ? `/login?next=${seg(next)}` : '/login'),
    },
    signup: fixed('/signup'),
    signupSuccess: fixed('/signup/email/success'),
    // Optional segments so that a link missing one part still matches and fails validation (404 "Page Not Found").
    activate: {
      path: '/signup/email/activate/:uid?/:token?',
      getHref: (uid: string, token: string) => `/signup/email/activate/${seg(uid)}/${seg(token)}`,
    },
    signInLink: {
      path: '/login/link/:uid?/:token?',
      getHref: (uid: string, token: string) => `/login/link/${seg(uid)}/${seg(token)}`,
    },
    emailChangeUndo: {
      path: '/account/email-change/undo/:uid?/:token?',
      getHref: (uid: string, token: string) => `/account/email-change/undo/${seg(uid)}/${seg(token)}`,
    },
    passwordReset: fixed('/password/reset'),
    passwordResetSuccess: fixed('/password/reset/success'),
    passwordResetConfirm: {
      path: '/password/reset/confirm/:uuid?/:token?',
      getHref: (uuid: string, token: string) => `/password/reset/confirm/${seg(uuid)}/${seg(token)}`,
    },
  },

  brand: {
    signup: fixed('/brand/signup'),
    onboarding: fixed('/brand/onboarding'),
    profile: fixed('/brand/profile'),
    billing: fixed('/brand/billing'),
    receipt: withId('/brand/billing/receipts/:uuid', (id) => `/brand/billing/receipts/${seg(id)}`),
    /** Every upsell lands here with the wanted feature highlighted. */
    plans: {
      path: '/brand/plans',
      getHref: (feature?: string) => (feature ? `/brand/plans?feature=${seg(feature)}` : '/brand/plans'),
    },
    purchase: {
      path: '/brand/purchase',
      getHref: (plan?: string, period?: 'month' | 'year') =>
        plan ? `/brand/purchase?plan=${seg(plan)}${period ? `&period=${period}` : ''}` : '/brand/purchase',
    },
    wallet: fixed('/brand/wallet'),
    creatorSpendSuccess: fixed('/brand/creator-spend-success'),
    paymentCancel: fixed('/brand/payment/cancel'),
    support: fixed('/brand/support'),
    suspended: fixed('/brand/suspended'),
    brandNotFound: fixed('/brand/brand-not-found'),
    settingsAccount: fixed('/brand/settings/account'),
    settingsProfile: fixed('/brand/settings/profile'),
    settingsTeamMembers: fixed('/brand/settings/team-members'),
    creators: fixed('/brand/creators'),
    creator: withId('/brand/creator/:uuid', (id) => `/brand/creator/${seg(id)}`),
    campaigns: fixed('/brand/campaigns'),
    campaignCreate: fixed('/brand/campaigns/create'),
    campaignCandidates: withId('/brand/campaigns/:uuid', (id) => `/brand/campaigns/${seg(id)}`),
    campaignDetail: withId('/brand/campaigns/detail/:uuid', (id) => `/brand/campaigns/detail/${seg(id)}`),
    campaignEdit: withId('/brand/campaigns/edit/campaign/:uuid', (id) => `/brand/campaigns/edit/campaign/${seg(id)}`),
    campaignCreators: withId('/brand/campaigns/creators/:uuid', (id) => `/brand/campaigns/creators/${seg(id)}`),
    campaignContent: withId('/brand/campaigns/content/:uuid', (id) => `/brand/campaigns/content/${seg(id)}`),
    campaignMessaging: withId('/brand/campaigns/messaging/:uuid', (id) => `/brand/campaigns/messaging/${seg(id)}`),
    campaignMetrics: withId('/brand/campaigns/metrics/:uuid', (id) => `/brand/campaigns/metrics/${seg(id)}`),
    proposeRates: withId(
      '/brand/campaigns/:brandCampaignMatchId/propose-rates-deliverables',
      (id) => `/brand/campaigns/${seg(id)}/propose-rates-deliverables`,
    ),
  },

  creator: {
    signup: fixed('/creator/signup'),
    onboarding: fixed('/creator/onboarding'),
    suspended: fixed('/creator/suspended'),
    dashboard: fixed('/creator/dashboard'),
    profile: fixed('/creator/profile'),
    notifications: fixed('/creator/notifications'),
    settingsAccount: fixed('/creator/settings/account'),
    settingsAvailability: fixed('/creator/settings/availability'),
    settingsProfile: fixed('/creator/settings/profile'),
    settingsSocialMedia: fixed('/creator/settings/social-media'),
    settingsPayments: fixed('/creator/settings/payments'),
    settingsSupport: fixed('/creator/settings/support'),
    campaigns: fixed('/creator/campaigns'),
    campaignSearch: fixed('/creator/campaigns/search'),
    campaign: withId('/creator/campaigns/:uuid', (id) => `/creator/campaigns/${seg(id)}`),
    campaignContent: withId('/creator/campaigns/:uuid/content', (id) => `/creator/campaigns/${seg(id)}/content`),
    deliverable: withId('/creator/campaigns/deliverable/:uuid', (id) => `/creator/campaigns/deliverable/${seg(id)}`),
    join: withId('/creator/campaigns/join/:uuid', (id) => `/creator/campaigns/join/${seg(id)}`),
    messaging: withId('/creator/campaigns/messaging/:uuid', (id) => `/creator/campaigns/messaging/${seg(id)}`),
    overview: withId('/creator/campaigns/overview/:uuid', (id) => `/creator/campaigns/overview/${seg(id)}`),
    signContract: withId(
      '/creator/campaigns/sign-contract/:uuid',
      (id) => `/creator/campaigns/sign-contract/${seg(id)}`,
    ),
    submitContent: withId(
      '/creator/campaigns/submit-content/:uuid',
      (id) => `/creator/campaigns/submit-content/${seg(id)}`,
    ),
    upload: withId('/creator/campaigns/upload/:uuid', (id) => `/creator/campaigns/upload/${seg(id)}`),
    events: fixed('/creator/events'),
    eventsSuccess: fixed('/creator/events/success'),
    event: withId('/creator/events/:uuid', (id) => `/creator/events/${seg(id)}`),
    paymentRequested: withId('/creator/payment-requested/:uuid', (id) => `/creator/payment-requested/${seg(id)}`),
    brand: withId('/creator/brand/:uuid', (id) => `/creator/brand/${seg(id)}`),
  },

  internal: {
    campaigns: fixed('/internal/campaigns'),
    campaignCreate: fixed('/internal/campaigns/create'),
    campaign: withId('/internal/campaigns/:uuid', (id) => `/internal/campaigns/${seg(id)}`),
    campaignEdit: withId(
      '/internal/campaigns/edit/campaign/:uuid',
      (id) => `/internal/campaigns/edit/campaign/${seg(id)}`,
    ),
    campaignMessaging: withId(
      '/internal/campaigns/messaging/:uuid',
      (id) => `/internal/campaigns/messaging/${seg(id)}`,
    ),
    proposeRates: withId(
      '/internal/campaigns/:brandCampaignMatchId/propose-rates-deliverables',
      (id) => `/internal/campaigns/${seg(id)}/propose-rates-deliverables`,
    ),
    creators: fixed('/internal/creators'),
    creator: withId('/internal/creator/:uuid', (id) => `/internal/creator/${seg(id)}`),
    events: fixed('/internal/events'),
    organizations: fixed('/internal/organizations'),
    organization: withId('/internal/organizations/:uuid', (id) => `/internal/organizations/${seg(id)}`),
    organizationCreators: withId(
      '/internal/organizations/:uuid/creators',
      (id) => `/internal/organizations/${seg(id)}/creators`,
    ),
    /** With `next`, a brand campaign page: the brand choice picks that campaign's brand and opens it. */
    selectBrand: {
      path: '/internal/select-brand',
      getHref: (next?: string) => (next ? `/internal/select-brand?next=${seg(next)}` : '/internal/select-brand'),
    },
    settingsAccount: fixed('/internal/settings/account'),
    settingsTeam: fixed('/internal/settings/team'),
  },
} as const;
