import { describe, expect, it } from 'vitest';
import { ZCreatorProfileForBrand, ZCreatorSearchResult } from '../../worker/schemas/creator-search';
import { ZSocialAccountDetail } from '../../worker/schemas/social';
import { computeAccountMetrics } from '../../worker/services/social-data/metrics';
import { sandboxAccountData } from '../../worker/services/social-data/sandbox-data';
import { OWNER, as } from './accounts';
import { freeBrand } from './brand-helpers';
import { connectSandbox, newCreator } from './creator-helpers';
import { api } from './helpers';

const scoreOf = async (handle: string) => {
  const creator = await newCreator();
  const connected = await connectSandbox(creator.as, 'instagram', handle);
  expect(connected.status, JSON.stringify(connected.json)).toBe(201);
  return { creator, account: ZSocialAccountDetail.parse(connected.json) };
};

describe('audience credibility: a score that varies with its signals, shown with what it is based on', () => {
  it('sandbox accounts score differently from one another, and the same handle always has the same audience quality', async () => {
    const handles = Array.from({ length: 8 }, (_, i) => `cred.vary.${i}`);
    const scores = [];
    for (const h of handles) scores.push((await scoreOf(`${h}.${crypto.randomUUID().slice(0, 6)}`)).account);
    const distinct = new Set(scores.map((a) => a.metrics!.credibility.score));
    expect(distinct.size, JSON.stringify([...distinct])).toBeGreaterThanOrEqual(4);
    for (const a of scores) {
      const keys = a.metrics!.credibility.signals.map((s) => s.key);
      expect(keys).toEqual(expect.arrayContaining(['engagement_vs_size', 'real_audience', 'comment_ratio']));
      const real = a.audience!.follower_types!.find((t) => t.name === 'real')!.value;
      expect(real).toBeGreaterThan(0);
      expect(a.metrics!.credibility.signals.find((s) => s.key === 'real_audience')!.brief).toBe(
        `real audience ${real.toFixed(0)}\u00a0%`,
      );
    }
    // The provider's data is a pure function of the account: the same handle always has the same audience quality.
    const again = sandboxAccountData({ platform: 'instagram', handle: scores[0]!.handle });
    expect(again.audience.follower_types).toEqual(scores[0]!.audience!.follower_types);
  });

  it('a lower real-audience share lowers the score, other signals being equal', async () => {
    const { account } = await scoreOf(`cred.real.${crypto.randomUUID().slice(0, 6)}`);
    const input = {
      followers: account.followers,
      following: account.profile!.reputation.following_count,
      contents: account.contents,
      syncedAt: account.last_synced_at!,
    };
    const withReal = (real: number) =>
      computeAccountMetrics({
        ...input,
        audience: { ...account.audience!, follower_types: [{ name: 'real', value: real }] },
      }).credibility.score;
    expect(withReal(95)).toBeGreaterThan(withReal(80));
    expect(withReal(80)).toBeGreaterThan(withReal(50));
  });

  it('brand creator cards and the creator profile carry the score with its basis, for every plan', async () => {
    const page = ZCreatorSearchResult.parse(
      (await as(OWNER).get('/brand/creator-database/', { query: { page_size: '100' } })).json,
    );
    const scored = page.results.filter((c) => c.credibility);
    expect(scored.length).toBeGreaterThan(90);
    const scores = new Set(scored.map((c) => c.credibility!.score));
    expect(scores.size).toBeGreaterThanOrEqual(10);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThanOrEqual(15);
    for (const c of scored) {
      expect(c.credibility!.basis[0]).toMatchObject({
        key: 'engagement_vs_size',
        text: expect.stringMatching(/^engagement \d+\.\d\s%$/),
      });
      expect(c.credibility!.basis.map((b) => b.key)).toContain('real_audience');
      expect(c.credibility!.platform).toBe(c.accounts[0]!.platform);
    }

    const casey = (await as(OWNER).get('/brand/creator-database/', { query: { q: 'casey.on.trails' } })).json
      .results[0];
    const growth = ZCreatorProfileForBrand.parse(
      (await as(OWNER).get('/brand/creators/:id/', { param: { id: casey.id } })).json,
    );
    expect(growth.credibility).toEqual(casey.credibility);
    const { token } = await freeBrand();
    const free = ZCreatorProfileForBrand.parse(
      (await api.get('/brand/creators/:id/', { param: { id: casey.id }, token })).json,
    );
    expect(free.locked).toEqual(['audience', 'rates']);
    expect(free.credibility).toEqual(growth.credibility);
    expect(growth.credibility_explained!.map((r) => r.key)).toEqual(growth.credibility!.basis.map((b) => b.key));
    expect(growth.credibility_explained![0]!.explanation.length).toBeGreaterThan(10);
    expect(free.credibility_explained).toBeNull();
  });
});
