import { describe, expect, it } from 'vitest';
import { ZLocationList } from '../../worker/schemas/common';
import { ZCreatorProfile } from '../../worker/schemas/creator-profile';
import { api } from './helpers';
import { newCreator } from './creator-helpers';
import type { ApiBody } from './api';

const search = async (q: string) => {
  const res = await api.get('/common/locations/', { query: { search: q } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZLocationList.parse(res.json);
};

const FILLED: ApiBody<'/influencer/profile/', 'patch'> = {
  bio: 'River surfing and street food from the north of Portugal, every week.',
  niches: ['Travel'],
  languages: ['Portuguese'],
};

describe('the creator’s city: a searchable list, or their own entry', () => {
  it('searches cities by their start first, ignoring case and accents, and still lists every one without a search', async () => {
    expect((await search('lis'))[0]).toMatchObject({ id: 'pt-lisbon', label: 'Lisbon, Portugal' });
    expect((await search('SAO'))[0]?.city).toBe('São Paulo');
    const us = await search('united states');
    expect(us.length).toBeGreaterThan(5);
    expect(us.every((l) => l.country_code === 'US')).toBe(true);
    expect(await search('zzqx')).toEqual([]);
    expect((await search('a')).length).toBeLessThanOrEqual(20);
    expect(ZLocationList.parse((await api.get('/common/locations/')).json).length).toBeGreaterThanOrEqual(41);
    expect((await api.get('/common/locations/', { query: { search: 'x'.repeat(81) } })).status).toBe(400);
    expect((await api.get('/common/locations/', { query: { limit: '0' } })).status).toBe(400);
  });

  it('lets a creator from a city not in the list finish the profile, and the next one who enters it gets the same city', async () => {
    const first = await newCreator({ approved: false });
    const res = await first.as.patch('/influencer/profile/', {
      json: { ...FILLED, new_location: { city: '  viana   do castelo ', country_code: 'PT' } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const profile = ZCreatorProfile.parse(res.json);
    expect(profile.location).toMatchObject({ id: 'pt-viana-do-castelo', label: 'Viana Do Castelo, Portugal' });
    expect(profile.onboarding.profile_complete).toBe(true);
    expect((await search('viana')).map((l) => l.id)).toEqual(['pt-viana-do-castelo']);

    const second = await newCreator({ approved: false });
    const again = await second.as.patch('/influencer/profile/', {
      json: { new_location: { city: 'Viana do Castelo', country_code: 'PT' } },
    });
    expect(again.json.location!.id).toBe('pt-viana-do-castelo');
    expect(await search('viana')).toHaveLength(1);

    // A listed city typed by hand is the listed one, not a copy.
    const denver = await second.as.patch('/influencer/profile/', {
      json: { new_location: { city: 'denver', country_code: 'US' } },
    });
    expect(denver.json.location).toMatchObject({ id: 'us-denver', region: 'Colorado' });
    // A city written without Latin letters still gets a location of its own.
    const kyoto = await second.as.patch('/influencer/profile/', {
      json: { new_location: { city: '京都', country_code: 'JP' } },
    });
    expect(kyoto.status).toBe(200);
    expect(kyoto.json.location).toMatchObject({ city: '京都', country: 'Japan', label: '京都, Japan' });
  });

  it('refuses a bad entry on its field', async () => {
    const creator = await newCreator({ approved: false });
    for (const [new_location, field] of [
      [{ city: 'Porto', country_code: 'ZZ' }, 'new_location.country_code'],
      [{ city: '12345', country_code: 'PT' }, 'new_location.city'],
      [{ city: 'P', country_code: 'PT' }, 'new_location.city'],
      [{ city: 'Porto' }, 'new_location.country_code'],
    ] as const) {
      const res = await creator.as.raw('/api/influencer/profile/', { method: 'PATCH', body: { new_location } });
      expect(res.status, JSON.stringify(new_location)).toBe(400);
      expect(Object.keys(res.error.fields ?? {}), JSON.stringify(res.json)).toContain(field);
    }
  });
});
