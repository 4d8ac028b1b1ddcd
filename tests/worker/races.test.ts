import { describe, expect, it } from 'vitest';
import type { Answer } from './api';
import { api, lastMailTo, linkIn, login, signupCreator, uniqueEmail, waitForMailTo } from './helpers';
import { OWNER, STAFF, as } from './accounts';
import { openCampaign, PITCH, readyCreator, staffApprove } from './creator-helpers';
import { invitedMatch } from './match-fixtures';
import { domainEventsOf } from './outbox-fixtures';
import { changedEmail } from './email-change.fixtures';
import { expectOneWinner } from './race';
import { waitingCreator } from './staff-fixtures';

/**
 * One winner for the state changes that happen once, fired 10 at a time (the others are raced in their own
 * files; tests/unit/race-coverage.test.ts keeps the list of every state-changing operation complete).
 */
const N = 10;

describe('races: one of N identical state changes wins, the rest are 409', () => {
  it('applying to a campaign 10 times at once makes one application', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    await expectOneWinner(N, () =>
      creator.as.post('/influencer/campaigns/:id/apply/', {
        param: { id: campaign.id },
        json: { message: PITCH },
      }),
    );
    const mine = await creator.as.get('/influencer/campaign-matches/', { query: { page_size: '100' } });
    expect(
      (mine.json.results as { campaign: { id: string } }[]).filter((m) => m.campaign.id === campaign.id),
    ).toHaveLength(1);
  });

  it('inviting the same creator 10 times at once makes one match', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    await expectOneWinner(N, () =>
      as(OWNER).post('/brand/create-campaign-match/', {
        json: { campaign_id: campaign.id, creator_id: creator.profileId },
      }),
    );
  });

  it('declining an invitation 10 times at once declines it once', async () => {
    const { creator, match } = await invitedMatch();
    const token = (await login(creator.email, creator.password)).json.token;
    await expectOneWinner(N, () =>
      api.post('/influencer/campaign-matches/:id/decline/', {
        param: { id: match.id },
        json: { reason: 'Busy that month.' },
        token,
      }),
    );
  });

  it('expiring an invitation 10 times at once expires it once', async () => {
    const { match } = await invitedMatch();
    await expectOneWinner(N, () =>
      as(OWNER).post('/brand/matches/:match_id/expire/', { param: { match_id: match.id } }),
    );
  });

  it('removing a creator from a campaign 10 times at once removes them once: one event', async () => {
    const { match } = await invitedMatch();
    await expectOneWinner(N, () =>
      as(OWNER).patch('/brand/campaign-match/update/:id/', {
        param: { id: match.id },
        json: { action: 'remove', removal_reason_id: 'audience' },
      }),
    );
    const moves = await domainEventsOf('match.removed', { match_id: match.id });
    expect(moves).toHaveLength(1);
  });

  it('staff approving a waiting creator 10 times at once approves once', async () => {
    const creator = await waitingCreator();
    await expectOneWinner(N, () => staffApprove(creator.profileId));
  });

  it('staff suspending an account 10 times at once suspends it once, and reactivating it likewise', async () => {
    const creator = await readyCreator();
    await expectOneWinner(N, () => as(STAFF).post('/staff/users/:id/suspend/', { param: { id: creator.userId } }));
    await expectOneWinner(N, () => as(STAFF).post('/staff/users/:id/reactivate/', { param: { id: creator.userId } }));
  });
});

/** A one-time link used N times at once: one use works, every other is refused as a used link. */
const expectOneUse = async (fire: () => Promise<Answer<unknown>>) => {
  const answers = await Promise.all(Array.from({ length: N }, fire));
  expect(
    answers.filter((a) => a.status === 200),
    JSON.stringify(answers.map((a) => a.status)),
  ).toHaveLength(1);
  expect(answers.filter((a) => a.status !== 200).map((a) => a.error.code)).toEqual(Array(N - 1).fill('bad_token'));
};

describe('races: a one-time link works once however often it is used at once', () => {
  it('activation', async () => {
    const email = uniqueEmail('race.activate');
    expect(
      (
        await api.post('/auth/signup/', {
          json: { email, password: 'race-password-42', first_name: 'Rae', last_name: 'Race', profile_of: 'Influencer' },
        })
      ).status,
    ).toBe(201);
    const [, , , uid, token] = linkIn((await lastMailTo(email)).text, '/signup/email/activate/');
    await expectOneUse(() => api.post('/auth/activate/', { json: { uid, token } }));
  });

  it('password reset', async () => {
    const { email } = await signupCreator();
    await api.post('/auth/password/reset/', { json: { email } });
    const [, , , uid, token] = linkIn((await waitForMailTo(email, /Reset/)).text, '/password/reset/confirm/');
    await expectOneUse(() =>
      api.post('/auth/password/reset/confirm/', { json: { uid, token, new_password: 'race-password-43' } }),
    );
  });

  it('e-mailed sign-in link', async () => {
    const { email } = await signupCreator();
    await api.post('/auth/sign-in-link/', { json: { email } });
    const [, , uid, token] = linkIn((await waitForMailTo(email, /sign-in link/)).text, '/login/link/');
    await expectOneUse(() => api.post('/auth/sign-in-link/confirm/', { json: { uid, token } }));
  });

  it('undoing an e-mail change: the address is put back once, with one reset link', async () => {
    const { email, password, undo } = await changedEmail();
    await expectOneUse(() => api.post('/auth/email-change/undo/', { json: undo }));
    const resets = (await api.get('/dev/mailbox/')).json.results.filter(
      (m) => m.to === email && /Reset/.test(m.subject),
    );
    expect(resets).toHaveLength(1);
    expect((await login(email, password)).json.user.email).toBe(email);
    // No losing click retired the winner's reset link.
    const [, , , uid, token] = linkIn(resets[0]!.text, '/password/reset/confirm/');
    const reset = await api.post('/auth/password/reset/confirm/', {
      json: { uid, token, new_password: 'race-password-44' },
    });
    expect(reset.status).toBe(200);
  });
});
