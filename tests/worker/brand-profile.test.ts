import { describe, expect, it } from 'vitest';
import { ZBrandProfile, ZBrandSettings, ZOnboardingState } from '../../worker/schemas/brand-profile';
import { ZSettingsChoices } from '../../worker/schemas/brand-choices';
import { MEMBER, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';
import { actingFor, freeBrand } from './brand-helpers';
import { api, callRaw } from './helpers';
import type { ApiBody } from './api';

describe('brand profile, settings and onboarding', () => {
  it('reads and edits the profile; members may read but not edit; other brands are 404', async () => {
    const profile = ZBrandProfile.parse((await as(NORTHWIND).get('/brand/profile/')).json);
    expect(profile.name).toBe('Northwind Foods');
    expect(profile.stats.active_campaigns).toBeGreaterThanOrEqual(1);
    const edited = await as(NORTHWIND).patch('/brand/profile/', {
      json: { description: 'Honest snacks from small farms, since 2012.' },
    });
    expect(ZBrandProfile.parse(edited.json).description).toBe('Honest snacks from small farms, since 2012.');
    expect(
      (await as(NORTHWIND).patch('/brand/profile/', { json: { website: 'not a url', name: '' } })).error.fields,
    ).toHaveProperty('website');
    expect((await as(MEMBER).get('/brand/profile/')).status).toBe(200);
    expect((await as(MEMBER).patch('/brand/profile/', { json: { name: 'Mine now' } })).status).toBe(403);
    expect((await as(OWNER).get('/brand/profile/', { query: { brand_id: profile.id } })).status).toBe(404);
  });

  it('saves settings with per-field validation and serves the choices', async () => {
    const choices = ZSettingsChoices.parse((await as(OWNER).get('/brand/settings-choices/')).json);
    expect(choices.niches).toContain('Outdoors');
    const body: ApiBody<'/brand/settings/', 'patch'> = {
      company_size: '51-200',
      country_code: 'us',
      contact_email: 'Team@Acme.example',
      goals: ['Launch a product'],
      notification_preferences: { weekly_digest: true },
    };
    const saved = ZBrandSettings.parse((await as(OWNER).patch('/brand/settings/', { json: body })).json);
    expect(saved).toMatchObject({
      company_size: '51-200',
      country_code: 'US',
      contact_email: 'team@acme.example',
      goals: ['Launch a product'],
      notification_preferences: { weekly_digest: true },
    });
    expect(ZBrandSettings.parse((await as(OWNER).get('/brand/settings/')).json).company_size).toBe('51-200');
    const bad = await as(OWNER).raw('/api/brand/settings/', {
      method: 'PATCH',
      body: { company_size: 'huge', contact_email: 'nope', goals: ['World domination'] },
    });
    expect(Object.keys(bad.error.fields)).toEqual(expect.arrayContaining(['company_size', 'contact_email', 'goals.0']));
  });

  it('remembers onboarding flags: brand flags for the team, the internal tour for a strategist', async () => {
    const { token } = await freeBrand();
    const set = await api.patch('/brand/onboarding_variables/', {
      json: { onboarding_values: { sidebar_tour_brand: true, brand_onboarding_completed: true } },
      token,
    });
    expect(ZOnboardingState.parse(set.json).onboarding).toMatchObject({
      sidebar_tour_brand: true,
      brand_onboarding_completed: true,
      onboarding_required: true,
    });
    expect((await api.get('/auth/me/', { token })).json.onboarding.sidebar_tour_brand).toBe(true);
    expect((await api.patch('/brand/onboarding_variables/', { json: { onboarding_values: {} }, token })).status).toBe(
      400,
    );
    expect(
      (
        await callRaw('/api/brand/onboarding_variables/', {
          method: 'PATCH',
          body: { onboarding_values: { sidebar_tour_brand: 'yes' } },
          token,
        })
      ).status,
    ).toBe(400);

    const internal = await as(STRATEGIST).patch('/brand/onboarding_variables/', {
      json: { onboarding_values: { campaign_dashboard_internal_tour: true } },
    });
    expect(internal.json.onboarding).toEqual({ campaign_dashboard_internal_tour: true });
    expect((await as(STRATEGIST).get('/brand/settings/', { headers: await actingFor('Acme Outdoors') })).status).toBe(
      200,
    );
  });

  it('documents every brand call in the OpenAPI document', async () => {
    const doc = await callRaw('/api/openapi.json');
    const documented = Object.keys(doc.json.paths);
    for (const path of [
      '/api/brand/campaigns/',
      '/api/brand/campaigns/{id}/',
      '/api/brand/campaign/create/',
      '/api/brand/campaign/update/{id}/',
      '/api/brand/campaigns/delete/{id}/',
      '/api/brand/profile-campaigns/',
      '/api/brand/campaign/matches/retrieve-approved-creators/',
      '/api/brand/campaigns/{id}/pitches/',
      '/api/brand/pitches/{id}/respond/',
      '/api/brand/creator-database/',
      '/api/influencer/profiles/{id}/rates/',
      '/api/brand/campaign/propose-rates-and-deliverables/',
      '/api/brand/profile/',
      '/api/brand/campaign-match/update/{id}/',
      '/api/brand/campaign-match/{id}/',
      '/api/brand/settings-choices/',
      '/api/brand/settings/',
      '/api/brand/removal-reasons/',
      '/api/brand/onboarding_variables/',
      '/api/brand/saved-profiles/',
      '/api/brand/add-profile/',
      '/api/brand/remove-profile/',
      '/api/brand/create-campaign-match/',
      '/api/brand/matches/{match_id}/expire/',
    ]) {
      expect(documented, path).toContain(path);
    }
  });
});
