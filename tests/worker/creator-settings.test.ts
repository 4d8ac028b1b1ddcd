import { describe, expect, it } from 'vitest';
import { ZAvailability, ZCreatorRate, ZCreatorRateList } from '../../worker/schemas/creator-rates';
import { CREATOR, OWNER, as } from './accounts';
import { newCreator } from './creator-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('creator rates', () => {
  it('lists the demo creator’s seeded rates', async () => {
    const rates = ZCreatorRateList.parse((await as(CREATOR).get('/influencer/rates/')).json);
    expect(rates.map((r) => `${r.platform}/${r.deliverable_type}`)).toContain('youtube/video');
  });

  it('creates, changes and deletes a rate; brands read the same rates', async () => {
    const creator = await newCreator();
    const created = await creator.as.post('/influencer/rates/', {
      json: { platform: 'tiktok', deliverable_type: 'video', rate_cents: 45_000 },
    });
    expect(created.status).toBe(201);
    const rate = ZCreatorRate.parse(created.json);
    expect(rate).toMatchObject({ currency: 'USD', rate_cents: 45_000 });

    expect(
      (
        await creator.as.post('/influencer/rates/', {
          json: { platform: 'tiktok', deliverable_type: 'video', rate_cents: 1_000 },
        })
      ).status,
    ).toBe(409);
    const changed = await creator.as.patch('/influencer/rates/:id/', {
      param: { id: rate.id },
      json: { rate_cents: 52_500 },
    });
    expect(changed.json.rate_cents).toBe(52_500);
    const brandView = await as(OWNER).get('/influencer/profiles/:id/rates/', {
      param: { id: creator.profileId },
    });
    expect(brandView.status).toBe(200);
    expect(brandView.json.map((r: { rate_cents: number }) => r.rate_cents)).toEqual([52_500]);

    expect((await creator.as.delete('/influencer/rates/:id/', { param: { id: rate.id } })).status).toBe(204);
    expect((await creator.as.delete('/influencer/rates/:id/', { param: { id: rate.id } })).status).toBe(404);
    expect((await creator.as.get('/influencer/rates/')).json).toEqual([]);
  });

  it('rejects bad rates', async () => {
    const creator = await newCreator();
    for (const body of [
      { platform: 'myspace', deliverable_type: 'video', rate_cents: 10_000 },
      { platform: 'tiktok', deliverable_type: 'dance', rate_cents: 10_000 },
      { platform: 'tiktok', deliverable_type: 'video', rate_cents: 10.5 },
      { platform: 'tiktok', deliverable_type: 'video', rate_cents: 50 },
      { platform: 'tiktok', deliverable_type: 'video', rate_cents: 10_000, currency: 'BTC' },
    ]) {
      expect((await creator.as.raw('/api/influencer/rates/', { body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('never lets one creator touch another’s rate', async () => {
    const [mine] = ZCreatorRateList.parse((await as(CREATOR).get('/influencer/rates/')).json);
    const other = await newCreator();
    expect(
      (
        await other.as.patch('/influencer/rates/:id/', {
          param: { id: mine!.id },
          json: { rate_cents: 100 },
        })
      ).status,
    ).toBe(404);
    expect((await other.as.delete('/influencer/rates/:id/', { param: { id: mine!.id } })).status).toBe(404);
    expect((await as(OWNER).get('/influencer/rates/')).status).toBe(403);
  });
});

describe('creator availability', () => {
  it('shows the seeded busy days and the concurrency limit against active campaigns', async () => {
    const availability = ZAvailability.parse((await as(CREATOR).get('/influencer/availability/')).json);
    expect(availability.unavailable_dates).toContain(inDays(12));
    expect(availability.max_concurrent_campaigns).toBe(5);
    expect(availability.active_campaigns).toBeGreaterThanOrEqual(3);
  });

  it('replaces upcoming busy days and the limit, sorted and without duplicates', async () => {
    const creator = await newCreator();
    const saved = await creator.as.put('/influencer/availability/', {
      json: { unavailable_dates: [inDays(9), inDays(3), inDays(3)], max_concurrent_campaigns: 2 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      unavailable_dates: [inDays(3), inDays(9)],
      max_concurrent_campaigns: 2,
      active_campaigns: 0,
    });
    const onlyLimit = await creator.as.put('/influencer/availability/', {
      json: { max_concurrent_campaigns: 4 },
    });
    expect(onlyLimit.json.unavailable_dates).toEqual([inDays(3), inDays(9)]);
    expect(
      (await creator.as.put('/influencer/availability/', { json: { unavailable_dates: [] } })).json.unavailable_dates,
    ).toEqual([]);
  });

  it('rejects past, impossible and far-off dates and silly limits', async () => {
    const creator = await newCreator();
    for (const body of [
      { unavailable_dates: [inDays(-5)] },
      { unavailable_dates: ['2027-02-30'] },
      { unavailable_dates: [inDays(900)] },
      { unavailable_dates: ['tomorrow'] },
      { max_concurrent_campaigns: 0 },
      { max_concurrent_campaigns: 99 },
      {},
    ]) {
      expect((await creator.as.put('/influencer/availability/', { json: body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});
