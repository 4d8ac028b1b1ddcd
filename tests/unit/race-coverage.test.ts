import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every state-changing operation of the OpenAPI document is either raced (N identical calls at once, one winner)
 * in a named worker test, or listed with the reason it has no natural "once". A new POST/PUT/PATCH/DELETE in
 * neither list fails here, so whoever adds it decides, and a listed test that disappears fails too.
 */
type Key = `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;
const NEGOTIATION = [
  'negotiation.test.ts',
  '20 identical offers, counters, accepts and counter answers each move the match once',
] as const;
const ANSWERS = [
  'negotiation.test.ts',
  '20 identical invitation answers and offer accepts each move the match once',
] as const;
const RACES = 'races.test.ts';
const INTERNAL = 'races.internal.test.ts';
const CONTENT = 'races.content.test.ts';
const TEAM = 'races.team.test.ts';
const SIGNUP = 'races.signup.test.ts';

const RACED: Partial<Record<Key, readonly [file: string, title: string]>> = {
  'POST /api/auth/login/': [
    'auth.hardening.test.ts',
    'twenty parallel guesses get five password checks; the rest, and the right password right after, wait',
  ],
  'POST /api/auth/activate/': [RACES, 'activation'],
  'POST /api/auth/signup/': [
    SIGNUP,
    'signing up with one address 3 times at once makes one account; the others tell its owner',
  ],
  'POST /api/brand/team/invitations/signup/': [
    SIGNUP,
    'signing up from one invitation link 10 times at once makes one account',
  ],
  'POST /api/auth/password/reset/confirm/': [RACES, 'password reset'],
  'POST /api/auth/sign-in-link/confirm/': [RACES, 'e-mailed sign-in link'],
  'POST /api/auth/email-change/undo/': [
    RACES,
    'undoing an e-mail change: the address is put back once, with one reset link',
  ],
  'POST /api/payment/brand/checkout/': [
    'payments-plans.test.ts',
    'the same Idempotency-Key gives the same checkout, even in parallel; another key opens another',
  ],
  'POST /api/brand/pitches/{id}/respond/': [
    'negotiation.test.ts',
    'accepting the same pitch 20 times at once makes one offer, one event, one notification',
  ],
  'POST /api/brand/campaign/propose-rates-and-deliverables/': NEGOTIATION,
  'POST /api/influencer/campaign-matches/{id}/counter-offer/': NEGOTIATION,
  'POST /api/brand/matches/{match_id}/counter-offer/respond/': NEGOTIATION,
  'POST /api/influencer/campaign-matches/{id}/sign-contract/': NEGOTIATION,
  'POST /api/influencer/campaign-matches/{id}/accept-invitation/': ANSWERS,
  'POST /api/influencer/campaign-matches/{id}/accept-offer/': ANSWERS,
  'POST /api/influencer/campaigns/{id}/apply/': [
    RACES,
    'applying to a campaign 10 times at once makes one application',
  ],
  'POST /api/brand/create-campaign-match/': [RACES, 'inviting the same creator 10 times at once makes one match'],
  'POST /api/influencer/campaign-matches/{id}/decline/': [
    RACES,
    'declining an invitation 10 times at once declines it once',
  ],
  'POST /api/brand/matches/{match_id}/expire/': [RACES, 'expiring an invitation 10 times at once expires it once'],
  'POST /api/staff/creators/{creator_id}/approve/': [
    RACES,
    'staff approving a waiting creator 10 times at once approves once',
  ],
  'POST /api/staff/users/{id}/suspend/': [
    RACES,
    'staff suspending an account 10 times at once suspends it once, and reactivating it likewise',
  ],
  'POST /api/staff/users/{id}/reactivate/': [
    RACES,
    'staff suspending an account 10 times at once suspends it once, and reactivating it likewise',
  ],
  'POST /api/webhooks/payments/': [
    'payments-webhook.test.ts',
    'takes the same event 20 times in parallel with one effect',
  ],
  'POST /api/influencer/social-accounts/{id}/disconnect/': [
    'creator-social.test.ts',
    'disconnects once when asked 10 times at once',
  ],
  'POST /api/webhooks/social/': [
    'social-webhooks.hardening.test.ts',
    'processes one of 20 simultaneous deliveries of the same event; the others are duplicates',
  ],
  'POST /api/staff/operations/dead-letters/{id}/resend/': [
    'staff-operations.test.ts',
    're-sends once under concurrent clicks',
  ],
  'POST /api/internal/team/invitations/': [
    'internal-invitations.test.ts',
    'two staff inviting the same address at once make one invitation',
  ],
  'POST /api/brand/team/invitations/': [
    'brand-team.error.test.ts',
    'never lets 10 concurrent invitations exceed the plan’s seats (members plus pending count)',
  ],
  'POST /api/internal/events/{id}/publish/': [INTERNAL, 'publishing an event 10 times at once publishes it once'],
  'POST /api/internal/events/{id}/cancel/': [
    INTERNAL,
    'cancelling an event 10 times at once cancels it once and tells each attendee once',
  ],
  'POST /api/internal/events/{id}/attendees/{creatorId}/promote/': [
    INTERNAL,
    'promoting a waitlisted creator 10 times at once moves them in once',
  ],
  'POST /api/internal/events/{id}/attendees/{creatorId}/check-in/': [
    INTERNAL,
    'checking an attendee in 10 times at once checks them in once',
  ],
  'POST /api/internal/check-ins/{id}/complete/': [INTERNAL, 'completing a check-in 10 times at once completes it once'],
  'POST /api/internal/team/{id}/deactivate/': [
    INTERNAL,
    'deactivating a strategist 10 times at once deactivates once, with one audit row',
  ],
  'POST /api/internal/team/reassign/': [
    INTERNAL,
    'handing a brand over 10 times at once hands it over once, with one notice and one audit row',
  ],
  'POST /api/internal/team/invitations/{id}/withdraw/': [
    INTERNAL,
    'withdrawing an internal invitation 10 times at once withdraws it once',
  ],
  'POST /api/staff/creators/{creator_id}/reject/': [
    CONTENT,
    'staff rejecting a waiting creator 10 times at once rejects once: one review, one event, one audit row',
  ],
  'POST /api/influencer/review/': [CONTENT, 'a rejected creator asking for another review 10 times at once asks once'],
  'POST /api/influencer/approve/{creator_id}/': [
    CONTENT,
    'a strategist approving on the older route 10 times at once approves once: one review, one event',
  ],
  'PATCH /api/influencer/status/{creator_id}/': [
    CONTENT,
    'staff setting a creator’s status 10 times at once sets it once, with one audit row',
  ],
  'PATCH /api/influencer/campaign-deliverable/{id}/': [
    CONTENT,
    'a review decision sent 10 times at once is taken once: one content.approved event',
  ],
  'POST /api/influencer/deliverables/{id}/publish/': [
    CONTENT,
    'publishing a live post 10 times at once publishes once: one content.published event',
  ],
  'POST /api/brand/deliverables/{id}/confirm-post/': [
    CONTENT,
    'confirming a live post 10 times at once confirms it once',
  ],
  'PATCH /api/brand/campaign-match/update/{id}/': [
    RACES,
    'removing a creator from a campaign 10 times at once removes them once: one event',
  ],
  'POST /api/brand/team/transfer-ownership/': [
    TEAM,
    'transferring ownership 10 times at once transfers it once: one owner',
  ],
  'POST /api/brand/team/invitations/accept/': [
    TEAM,
    'accepting a team invitation 10 times at once joins the team once',
  ],
  'POST /api/brand/team/invitations/{id}/remove-member/': [
    TEAM,
    'removing a member 10 times at once removes them once',
  ],
  'POST /api/staff/brands/{id}/strategists/': [
    TEAM,
    'staff assigning a strategist 10 times at once assigns once: one notice, one audit row',
  ],
  'DELETE /api/staff/brands/{id}/strategists/{strategistId}/': [
    TEAM,
    'staff unassigning a strategist 10 times at once unassigns once, with one audit row',
  ],
  'PATCH /api/staff/support/{id}/': [
    TEAM,
    'staff closing a support request 10 times at once closes it once, with one audit row',
  ],
};

const CREATES = 'each call creates a new object by design (a message, a note, a request): there is no "once" to race';
const LAST_WRITE = 'an update whose second identical call leaves the same state (the last write wins): nothing to win';
const SESSION = 'acts on the caller’s own session or sends a mail; repeating it is harmless and throttled';

const NO_NATURAL_ONCE: Partial<Record<Key, string>> = {
  'POST /api/auth/logout/': SESSION,
  'POST /api/auth/password/reset/': SESSION,
  'POST /api/auth/sign-in-link/': SESSION,
  'POST /api/auth/resend-activation/': SESSION,
  'POST /api/auth/sessions/revoke-others/': 'revoking twice revokes the same sessions',
  'POST /api/verify-password/': 'checks a password; changes nothing but the attempt counter',
  'POST /api/request-email-change/': 'sends a code; a newer code replaces the older',
  'POST /api/resend-email-change-code/': 'sends a new code for the pending change; a newer code replaces the older',
  'POST /api/verify-new-email/': 'a code of the signed-in user; applying it twice gives the same address',
  'POST /api/notification/my/': 'marks notifications read; marking read twice is the same state',
  'POST /api/payment/brand/subscription/cancel/': 'cancel at period end is a flag; cancelling twice leaves it set',
  'POST /api/payment/brand/subscription/resume/': 'resume clears the flag; twice leaves it clear',
  'POST /api/brand/campaign/create/': CREATES,
  'PATCH /api/brand/campaign/update/{id}/': LAST_WRITE,
  'DELETE /api/brand/campaigns/delete/{id}/':
    'a deleted campaign is gone: the repeat is a 404, and nothing else depends on winning',
  'POST /api/brand/add-profile/': 'saving again changes nothing (200) by design',
  'DELETE /api/brand/remove-profile/': 'removing again changes nothing by design',
  'PATCH /api/brand/profile/': LAST_WRITE,
  'PATCH /api/brand/settings/': LAST_WRITE,
  'PATCH /api/brand/onboarding_variables/': LAST_WRITE,
  'POST /api/uploads/': CREATES,
  'POST /api/uploads/multipart/': CREATES,
  'DELETE /api/uploads/{id}/': 'a deleted upload is gone; the repeat is a 404',
  'PUT /api/uploads/{id}/parts/{part_number}/': 'a part written twice holds the same bytes (R2 multipart semantics)',
  'POST /api/uploads/{id}/complete/':
    'completion is conditional on the upload being open; covered by the uploads tests',
  'POST /api/influencer/deliverables/{id}/submissions/': CREATES,
  'PATCH /api/influencer/deliverables/{id}/post-url/': LAST_WRITE,
  'PATCH /api/influencer/profile/': LAST_WRITE,
  'PATCH /api/influencer/onboarding_variables/': LAST_WRITE,
  'POST /api/influencer/events/{id}/rsvp/': LAST_WRITE,
  'POST /api/influencer/rates/': CREATES,
  'PATCH /api/influencer/rates/{id}/': LAST_WRITE,
  'DELETE /api/influencer/rates/{id}/': 'a deleted rate is gone; the repeat is a 404',
  'PUT /api/influencer/availability/': LAST_WRITE,
  'POST /api/influencer/social-accounts/': 'connecting the same account again updates it (unique per provider account)',
  'POST /api/influencer/social-accounts/{id}/refresh/': 'a refresh pulls the same data again',
  'POST /api/phyllo/sdk-token/': CREATES,
  'POST /api/phyllo/sandbox/connect/': CREATES,
  'POST /api/dev/payments/sandbox/renewal/': 'development only: simulates provider deliveries on purpose',
  'POST /api/campaign-matches/{match_id}/messages/': CREATES,
  'POST /api/campaign-matches/{match_id}/messages/read/': LAST_WRITE,
  'POST /api/brand/campaigns/{id}/content/bulk-approve/':
    'reports per deliverable (200 with approved/failed): each deliverable is approved once however many bulk calls race (races.content: one content.approved event each)',
  'POST /api/brand/submissions/{id}/comments/': CREATES,
  'POST /api/brand/request-metrics/': 'asks the creator for numbers again; repeating is a reminder',
  'POST /api/influencer/deliverables/{id}/metrics/': LAST_WRITE,
  'POST /api/brand/wallet/top-ups/': CREATES,
  'POST /api/brand/wallet/refund/': CREATES,
  'POST /api/influencer/payout-account/onboarding/': 'returns the onboarding link of the same payout account',
  'POST /api/internal/organizations/{id}/notes/': CREATES,
  'PATCH /api/brand/team/members/{id}/': LAST_WRITE,
  'PUT /api/brand/team/invitations/{id}/': LAST_WRITE,
  'POST /api/brand/team/invitations/{id}/resend/': 'a new link replaces the old one',
  'POST /api/brand/support/': CREATES,
  'POST /api/support/requests/': CREATES,
  'POST /api/staff/support/{id}/reply/': CREATES,
  'POST /api/staff/users/{id}/resend-activation/': SESSION,
  'POST /api/account/password/': LAST_WRITE,
  'PATCH /api/account/name/': LAST_WRITE,
  'PUT /api/account/email-preferences/': LAST_WRITE,
  'PUT /api/account/picture/': LAST_WRITE,
  'DELETE /api/account/picture/': LAST_WRITE,
  'POST /api/brand/account-manager/messages/': CREATES,
  'POST /api/internal/organizations/{id}/messages/': CREATES,
  'PUT /api/internal/campaigns/{id}/check-in/': LAST_WRITE,
  'POST /api/internal/events/': CREATES,
  'PUT /api/internal/events/{id}/': LAST_WRITE,
  'POST /api/internal/team/invitations/{id}/resend/': 'a new link replaces the old one',
  'PATCH /api/brand/campaigns/{id}/managed/':
    'asking for what is already so answers 200 unchanged; racing calls leave one change and one notice (races.internal)',
};

const stateChanging = async () => {
  // Not a static import: the worker's sources are type-checked by their own tsconfig, not the node one.
  const appModule = '../../worker/app';
  const { createApp } = (await import(/* @vite-ignore */ appModule)) as {
    createApp: () => { getOpenAPI31Document: (c: object) => { paths: Record<string, Record<string, unknown>> } };
  };
  const doc = createApp().getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Social Loop API', version: '1' } });
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
};

describe('race coverage of the state-changing operations', () => {
  it('every state-changing operation is raced or has a reason not to be', async () => {
    const ops = await stateChanging();
    expect(ops.length).toBeGreaterThan(100);
    const neither = ops.filter((op) => !(op in RACED) && !(op in NO_NATURAL_ONCE));
    expect(neither, 'add a race (tests/worker/races.test.ts and RACED) or a reason (NO_NATURAL_ONCE)').toEqual([]);
    const both = ops.filter((op) => op in RACED && op in NO_NATURAL_ONCE);
    expect(both).toEqual([]);
    const gone = [...Object.keys(RACED), ...Object.keys(NO_NATURAL_ONCE)].filter((op) => !ops.includes(op));
    expect(gone, 'listed operations that no longer exist').toEqual([]);
  });

  it('each race named in RACED exists in its test file', () => {
    for (const [op, [file, title]] of Object.entries(RACED) as [string, readonly [string, string]][]) {
      const source = readFileSync(new URL(`../worker/${file}`, import.meta.url), 'utf8');
      expect(source.includes(title), `${op}: "${title}" in tests/worker/${file}`).toBe(true);
      expect(
        /expectOneWinner|expectOneUse|Promise\.all\(\s*Array\.from\(\{ length/.test(source),
        `${op}: tests/worker/${file} fires calls at once`,
      ).toBe(true);
    }
  });
});
