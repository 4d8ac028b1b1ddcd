import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorReviews, deliverables, staffAuditLog } from '../../db/schema';
import { asBrand, campaignAwaitingReview, contractedCampaign, review } from './content-review.fixtures';
import { OWNER, STAFF, STRATEGIST, as, tokenOf } from './accounts';
import { influencerApprove, staffReject } from './creator-helpers';
import { api, testDb } from './helpers';
import { expectOneWinner } from './race';
import { waitingCreator } from './staff-fixtures';
import { domainEventsOf } from './outbox-fixtures';

/**
 * One winner for content and creator-approval state changes, fired 10 at a time; the winner's follow-ups (domain
 * events, which become notifications and e-mails, review rows, audit rows) exist once.
 */
const N = 10;

const reviewsOf = (creatorId: string, decision: 'requested' | 'approved' | 'rejected') =>
  testDb()
    .select()
    .from(creatorReviews)
    .where(and(eq(creatorReviews.creatorId, creatorId), eq(creatorReviews.decision, decision)));
const auditRows = (action: string, targetId: string) =>
  testDb()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, targetId)));
const REASON = 'Please add a longer bio about the gear you review.';

describe('races: creator approval', () => {
  it('staff rejecting a waiting creator 10 times at once rejects once: one review, one event, one audit row', async () => {
    const creator = await waitingCreator();
    await expectOneWinner(N, () => staffReject(creator.profileId, REASON));
    expect(await reviewsOf(creator.profileId, 'rejected')).toHaveLength(1);
    expect(await domainEventsOf('creator.rejected', { creator_id: creator.profileId })).toHaveLength(1);
    expect(await auditRows('creator.reject', creator.userId)).toHaveLength(1);
  });

  it('a rejected creator asking for another review 10 times at once asks once', async () => {
    const creator = await waitingCreator();
    expect(await staffReject(creator.profileId, REASON)).toAnswer(200);
    await expectOneWinner(N, () => creator.as.post('/influencer/review/'));
    expect(await reviewsOf(creator.profileId, 'requested')).toHaveLength(1);
  });

  it('a strategist approving on the older route 10 times at once approves once: one review, one event', async () => {
    const creator = await waitingCreator();
    await expectOneWinner(N, () => influencerApprove(creator.profileId, as(STRATEGIST)));
    expect(await reviewsOf(creator.profileId, 'approved')).toHaveLength(1);
    expect(await domainEventsOf('creator.approved', { creator_id: creator.profileId })).toHaveLength(1);
  });

  it('staff setting a creator’s status 10 times at once sets it once, with one audit row', async () => {
    const creator = await waitingCreator();
    await expectOneWinner(N, () =>
      as(STAFF).patch('/influencer/status/:creator_id/', {
        param: { creator_id: creator.profileId },
        json: { status: 'SUSPENDED' },
      }),
    );
    expect(await auditRows('creator.set_status', creator.userId)).toHaveLength(1);
  });
});

describe('races: content', () => {
  it('a review decision sent 10 times at once is taken once: one content.approved event', async () => {
    const { deliverableIds, submissions } = await campaignAwaitingReview();
    await expectOneWinner(N, () => review(deliverableIds[0], { action: 'approve', submission_id: submissions[0].id }));
    expect(await domainEventsOf('content.approved', { deliverable_id: deliverableIds[0] })).toHaveLength(1);
  });

  it('bulk-approving the same versions 10 times at once approves each once: one content.approved event each', async () => {
    const { campaignId, deliverableIds } = await campaignAwaitingReview();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        asBrand(`/api/brand/campaigns/${campaignId}/content/bulk-approve/`, {
          body: { deliverable_ids: [...deliverableIds] },
        }),
      ),
    );
    // Each call reports per deliverable; across all of them every deliverable is approved exactly once.
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    expect(answers.reduce((sum, a) => sum + (a.json.approved as number), 0)).toBe(deliverableIds.length);
    for (const id of deliverableIds)
      expect(await domainEventsOf('content.approved', { deliverable_id: id })).toHaveLength(1);
  });

  it('publishing a live post 10 times at once publishes once: one content.published event', async () => {
    const { deliverableIds, creator } = await contractedCampaign();
    await testDb().update(deliverables).set({ status: 'approved' }).where(eq(deliverables.id, deliverableIds[0]));
    await expectOneWinner(N, () =>
      api.post('/influencer/deliverables/:id/publish/', {
        param: { id: deliverableIds[0] },
        token: creator.token,
        json: { post_url: 'https://www.instagram.com/p/Crace10/' },
      }),
    );
    expect(await domainEventsOf('content.published', { deliverable_id: deliverableIds[0] })).toHaveLength(1);
  });

  it('confirming a live post 10 times at once confirms it once', async () => {
    const { deliverableIds, creator } = await contractedCampaign();
    await testDb().update(deliverables).set({ status: 'approved' }).where(eq(deliverables.id, deliverableIds[0]));
    const published = await api.post('/influencer/deliverables/:id/publish/', {
      param: { id: deliverableIds[0] },
      token: creator.token,
      json: { post_url: 'https://www.instagram.com/p/Cconfirm10/' },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const brand = await tokenOf(OWNER);
    await expectOneWinner(N, () =>
      api.post('/brand/deliverables/:id/confirm-post/', { param: { id: deliverableIds[0] }, token: brand }),
    );
  });
});
