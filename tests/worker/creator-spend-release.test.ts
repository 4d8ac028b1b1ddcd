import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorPayouts, deliverables, ledgerTransactions, postMetrics } from '../../db/schema';
import { autoApproveOverdueSubmissions } from '../../worker/services/content-review/auto-approve';
import { findLedgerDrift } from '../../worker/services/ledger/drift';
import { submitVersion } from './content-review.fixtures';
import { testDb, testEnv } from './helpers';
import { roundTripsOf } from './worker-fetch';
import { walletOf } from './spend-fixtures';
import { approveDeliverable as approve, signedCollaboration } from './spend-collab.fixtures';

describe('release on approval', () => {
  it('approval moves the deliverable’s price from escrow to the creator, less the plan’s fee', async () => {
    const collab = await signedCollaboration({ rateCents: 100_001 });
    expect(collab.items.map((d) => d.rateCents).sort()).toEqual([50_000, 50_001]);
    const first = collab.items.find((d) => d.rateCents === 50_001)!;
    await submitVersion(collab.creator.token, first.id);
    const res = await approve(collab.brand, first.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // One read (session, plan, deliverable, newest version, funding, escrow), then one guarded batch (DESIGN §11).
    expect(roundTripsOf(res.headers)).toBe(2);

    expect(await walletOf(collab.brand)).toMatchObject({
      in_escrow_cents: 50_000,
      released_cents: 50_001,
      available_cents: 199_999,
    });
    const [payout] = await testDb().select().from(creatorPayouts).where(eq(creatorPayouts.deliverableId, first.id));
    // 8 % of 500.01 is 40.0008: the fee rounds down to 40.00, the creator gets 460.01.
    expect(payout).toMatchObject({ amountCents: 46_001, feeCents: 4_000, status: 'waiting_for_account' });
    const spent = (await collab.brand.as.get('/brand/campaigns/spent/')).json.results.find(
      (c: { campaign_id: string }) => c.campaign_id === collab.campaignId,
    );
    expect(spent).toMatchObject({
      committed_cents: 100_001,
      in_escrow_cents: 50_000,
      released_cents: 50_001,
      fees_cents: 4_000,
    });
    // The campaign detail counts the same money: committed as the budget guard does, paid as the ledger released.
    const detail = await collab.brand.as.get('/brand/campaigns/:id/', { param: { id: collab.campaignId } });
    expect(detail.json).toMatchObject({ committed_cents: 100_001, offered_cents: 0, paid_cents: 50_001 });

    // The metrics page's spend is what the ledger released for each live post, not the contract's stored price.
    const live = {
      status: 'published' as const,
      postUrl: 'https://www.instagram.com/p/spend',
      publishedAt: new Date().toISOString(),
    };
    await testDb().update(deliverables).set(live).where(inArray(deliverables.id, collab.deliverableIds));
    // Measured posts only count towards the totals (a post with no figures yet is left out of them).
    const measuredOn = new Date().toISOString().slice(0, 10);
    await testDb()
      .insert(postMetrics)
      .values(
        collab.deliverableIds.map((deliverableId) => ({
          deliverableId,
          campaignId: collab.campaignId,
          measuredOn,
          source: 'creator' as const,
          views: 1_000,
        })),
      );
    const metrics = await collab.brand.as.get('/brand/campaigns/:id/metrics/', {
      param: { id: collab.campaignId },
    });
    expect(metrics.status, JSON.stringify(metrics.json)).toBe(200);
    expect(metrics.json.totals.spend_cents).toBe(50_001);
    expect(
      metrics.json.deliverables
        .map((d: { deliverable_id: string; figures: { spend_cents: number } }) => [
          d.deliverable_id === first.id,
          d.figures.spend_cents,
        ])
        .sort(),
    ).toEqual([
      [false, 0],
      [true, 50_001],
    ]);
  });

  it('the cron’s auto-approval racing the brand’s click releases once', async () => {
    const collab = await signedCollaboration({ rateCents: 80_000 });
    const target = collab.items[0]!;
    await submitVersion(collab.creator.token, target.id);
    await testDb()
      .update(deliverables)
      .set({ submittedAt: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where(eq(deliverables.id, target.id));
    await Promise.allSettled([
      approve(collab.brand, target.id),
      autoApproveOverdueSubmissions({ db: testDb(), env: testEnv }),
      approve(collab.brand, target.id),
    ]);
    const releases = await testDb()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `release:${target.id}`));
    expect(releases).toHaveLength(1);
    expect(
      (await testDb().select().from(creatorPayouts).where(eq(creatorPayouts.deliverableId, target.id))).length,
    ).toBe(1);
    expect((await walletOf(collab.brand)).in_escrow_cents).toBe(40_000);
    const drift = await findLedgerDrift(testDb());
    expect(drift.transactions).toEqual([]);
  });
});
