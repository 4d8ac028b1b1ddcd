import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliverables, plans, postMetrics, subscriptions } from '../../db/schema';
import { api, callRaw, testDb } from './helpers';
import { OWNER, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import { freeBrand } from './brand-helpers';
import { campaignWithDeliverables } from './uploads.fixtures';
import { zeroCounts } from '../../worker/services/metrics/figures';

type Counts = {
  views?: number;
  impressions?: number;
  reach?: number;
  likes?: number;
  comments?: number;
  shares?: number;
  saves?: number;
};

/** A fresh Acme campaign under contract with a creator of its own (the demo creator's matches stay untouched). */
export const contractedCampaign = async () => {
  const creator = await newCreator();
  return { ...(await campaignWithDeliverables({ creatorEmail: creator.email })), creator };
};

/** As contractedCampaign, with both deliverables (rates $500 and $300) live posts. */
export const campaignWithPosts = async () => {
  const fixture = await contractedCampaign();
  const db = testDb();
  const [first, second] = fixture.deliverableIds;
  await db.batch([
    db
      .update(deliverables)
      .set({
        status: 'published',
        rateCents: 50_000,
        postUrl: 'https://www.instagram.com/p/first',
        publishedAt: '2030-05-01T10:00:00.000Z',
      })
      .where(eq(deliverables.id, first)),
    db
      .update(deliverables)
      .set({
        status: 'published',
        rateCents: 30_000,
        postUrl: 'https://www.youtube.com/watch?v=second',
        publishedAt: '2030-05-02T10:00:00.000Z',
      })
      .where(eq(deliverables.id, second)),
  ]);
  return fixture;
};

export const addSnapshot = (
  campaignId: string,
  deliverableId: string,
  measuredOn: string,
  counts: Counts,
  source: 'provider' | 'creator' = 'provider',
) =>
  testDb()
    .insert(postMetrics)
    .values({
      campaignId,
      deliverableId,
      measuredOn,
      source,
      ...zeroCounts(),
      ...counts,
    });

export const setStatus = (ids: string[], status: (typeof deliverables.$inferSelect)['status']) =>
  testDb().update(deliverables).set({ status }).where(inArray(deliverables.id, ids));

export const asAcme = async (path: string, init: { method?: string; body?: unknown } = {}) =>
  callRaw(path, { ...init, token: await tokenOf(OWNER) });

/** A brand of its own on the Growth plan (so it passes the plan gate and only tenancy stops it). */
export const otherGrowthBrand = async () => {
  const brand = await freeBrand();
  const db = testDb();
  const [growth] = await db.select().from(plans).where(eq(plans.name, 'Growth'));
  await db.delete(subscriptions).where(eq(subscriptions.brandId, brand.brandId));
  await db.insert(subscriptions).values({ brandId: brand.brandId, planId: growth!.id });
  const check = await api.get('/brand/campaigns/', { token: brand.token });
  expect(check.status).toBe(200);
  return brand;
};
