import { describe, expect, it } from 'vitest';
import { ZCreatorProfile, ZCreatorStatusResponse, ZOnboardingResponse } from '../../worker/schemas/creator-profile';
import { api } from './helpers';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { influencerApprove, newCreator } from './creator-helpers';
import type { ApiBody } from './api';

describe('creator profile and onboarding', () => {
  it('shows the demo creator a complete profile with accounts and completeness', async () => {
    const res = await as(CREATOR).get('/influencer/profile/');
    expect(res.status).toBe(200);
    const profile = ZCreatorProfile.parse(res.json);
    expect(profile).toMatchObject({ name: 'Casey Rivera', status: 'ACTIVE', location: { city: 'Denver' } });
    expect(profile.onboarding.onboarding_complete).toBe(true);
    expect(profile.social_accounts.map((a) => a.platform).sort()).toEqual(['instagram', 'tiktok', 'youtube']);
    expect(profile.social_accounts.find((a) => a.platform === 'tiktok')?.status).toBe('SESSION_EXPIRED');
    expect(profile.completeness.missing).toEqual(['display_picture']);
  });

  it('walks a new creator from an empty profile to profile_complete', async () => {
    const creator = await newCreator({ approved: false });
    const empty = ZCreatorProfile.parse((await creator.as.get('/influencer/profile/')).json);
    expect(empty.status).toBe('PENDING');
    expect(empty.onboarding).toMatchObject({
      get_started_modal: true,
      profile_complete: false,
      onboarding_complete: false,
    });
    expect(empty.completeness.missing).toEqual([
      'bio',
      'niches',
      'location',
      'languages',
      'display_picture',
      'rates',
      'social_account',
    ]);

    const partial = await creator.as.patch('/influencer/profile/', {
      json: { bio: 'Climbing and camping in the Alps every weekend.', niches: ['Outdoors', 'Outdoors', 'Travel'] },
    });
    expect(partial.status).toBe(200);
    expect(partial.json.niches).toEqual(['Outdoors', 'Travel']);
    expect(partial.json.onboarding.profile_complete).toBe(false);

    const done = ZCreatorProfile.parse(
      (
        await creator.as.patch('/influencer/profile/', {
          json: { location_id: 'de-munich', languages: ['German', 'English'], first_name: 'Lena', gender: 'female' },
        })
      ).json,
    );
    expect(done).toMatchObject({
      first_name: 'Lena',
      gender: 'female',
      location: { label: 'Munich, Germany' },
      onboarding: { profile_complete: true },
    });
    expect((await creator.as.get('/auth/me/')).json.onboarding.profile_complete).toBe(true);
  });

  it('rejects bad profile input field by field', async () => {
    const creator = await newCreator({ approved: false });
    const cases: [unknown, string][] = [
      [{ niches: ['Knitting'] }, 'niches.0'],
      [{ niches: [] }, 'niches'],
      [{ location_id: 'xx-nowhere' }, 'location_id'],
      [{ display_picture: 'javascript:alert(1)' }, 'display_picture'],
      [{ bio: 'x'.repeat(1001) }, 'bio'],
      [{}, 'non_field_errors'],
    ];
    for (const [body, field] of cases) {
      const res = await creator.as.raw('/api/influencer/profile/', { method: 'PATCH', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.error.fields), JSON.stringify(res.json)).toContain(field);
    }
  });

  it('lets the web app set only its own onboarding flags, merging them', async () => {
    const creator = await newCreator({ approved: false });
    const seen = await creator.as.patch('/influencer/onboarding_variables/', {
      json: { onboarding_values: { get_started_modal: false, sidebar_tour: true } },
    });
    expect(ZOnboardingResponse.parse(seen.json).onboarding).toMatchObject({
      get_started_modal: false,
      sidebar_tour: true,
      phyllo_tour: false,
    });
    const more = await creator.as.patch('/influencer/onboarding_variables/', {
      json: { onboarding_values: { phyllo_tour: true } },
    });
    expect(more.json.onboarding).toMatchObject({ sidebar_tour: true, phyllo_tour: true });

    for (const onboarding_values of [
      { onboarding_complete: true },
      { connected_account: true },
      {},
      { sidebar_tour: 'yes' },
    ]) {
      expect(
        (
          await creator.as.raw('/api/influencer/onboarding_variables/', {
            method: 'PATCH',
            body: { onboarding_values },
          })
        ).status,
        JSON.stringify(onboarding_values),
      ).toBe(400);
    }
  });

  it('approves a pending creator once: ACTIVE, onboarding complete and a notification', async () => {
    const creator = await newCreator({ approved: false });
    const approved = await influencerApprove(creator.profileId, as(STRATEGIST));
    expect(approved).toAnswer(200);
    expect(ZCreatorStatusResponse.parse(approved.json)).toMatchObject({
      status: 'ACTIVE',
      onboarding: { onboarding_complete: true, notified_approved: true },
    });
    const me = (await creator.as.get('/auth/me/')).json;
    expect(me).toMatchObject({ status: 'ACTIVE', onboarding: { onboarding_complete: true } });
    // The notification and the e-mail come from the queue consumer (creator.approved), see staff-approval tests.
    expect(await influencerApprove(creator.profileId, as(STRATEGIST))).toAnswer(409);
  });

  it('treats any status other than PENDING as onboarding complete (spec §4), set by staff only', async () => {
    const creator = await newCreator({ approved: false });
    const setStatus = (who: string, status: ApiBody<'/influencer/status/:creator_id/', 'patch'>['status']) =>
      as(who).patch('/influencer/status/:creator_id/', {
        param: { creator_id: creator.profileId },
        json: { status },
      });
    expect(await setStatus(STRATEGIST, 'SUSPENDED')).toAnswer(403);
    const suspended = await setStatus(STAFF, 'SUSPENDED');
    expect(suspended.json).toMatchObject({
      status: 'SUSPENDED',
      onboarding: { onboarding_complete: true, notified_approved: false },
    });
    expect((await creator.as.get('/influencer/profile/')).error.code).toBe('account_suspended');
    expect((await setStatus(STAFF, 'PENDING')).json.onboarding.onboarding_complete).toBe(false);
    expect(
      (
        await as(STAFF).raw(`/api/influencer/status/${creator.profileId}/`, {
          method: 'PATCH',
          body: { status: 'BANNED' },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps approval and profile calls to the right people', async () => {
    const creator = await newCreator({ approved: false });
    expect(await influencerApprove(creator.profileId, api)).toAnswer(401);
    expect(await influencerApprove(creator.profileId, as(OWNER))).toAnswer(403);
    expect(await influencerApprove(creator.profileId, creator.as)).toAnswer(403);
    expect(await influencerApprove(crypto.randomUUID(), as(STAFF))).toAnswer(404);
    expect(await influencerApprove('not-a-uuid', as(STAFF))).toAnswer(400);
    expect((await as(OWNER).get('/influencer/profile/')).status).toBe(403);
    expect((await api.get('/influencer/profile/')).status).toBe(401);
  });
});
