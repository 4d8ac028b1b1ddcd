import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches, deliverables } from '../../db/schema';
import { testDb } from './helpers';
import {
  campaignAwaitingReview,
  contractedCampaign,
  deliverableRow,
  review,
  submitVersion,
} from './content-review.fixtures';

describe('content review: refused moves', () => {
  it('refuses to review a deliverable that has nothing waiting (409), and to approve twice', async () => {
    const { deliverableIds } = await contractedCampaign();
    const pending = await review(deliverableIds[0], { action: 'approve' });
    expect(pending.status).toBe(409);
    expect(pending.json).toMatchObject({
      code: 'conflict',
      detail: 'Only content that is waiting for review can be approved.',
    });

    const ready = await campaignAwaitingReview();
    expect((await review(ready.deliverableIds[0], { action: 'approve' })).status).toBe(200);
    expect((await review(ready.deliverableIds[0], { action: 'approve' })).status).toBe(409);
    const late = await review(ready.deliverableIds[0], { action: 'request_changes', comment: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.json.detail).toBe('Changes can only be requested on content that is waiting for review.');
  });

  it('enforces the contract’s revision rounds with a clear message, and still allows approval', async () => {
    const { creator, deliverableIds } = await campaignAwaitingReview({ revisionRounds: 1 });
    const id = deliverableIds[0];
    expect((await review(id, { action: 'request_changes', comment: 'Brighter please' })).status).toBe(200);
    await submitVersion(creator.token, id, 'Brighter');
    const refused = await review(id, { action: 'request_changes', comment: 'Even brighter' });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(
      'This contract allows 1 revision round; all are used. Approve the content or message the creator.',
    );
    expect(await deliverableRow(id)).toMatchObject({ status: 'submitted', revisionsUsed: 1 });
    expect((await review(id, { action: 'approve' })).status).toBe(200);
  });

  it('shows no change-request option once the rounds are used', async () => {
    const { deliverableIds } = await campaignAwaitingReview({ revisionRounds: 0 });
    const res = await review(deliverableIds[0], { action: 'request_changes', comment: 'Tweak it' });
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/allows 0 revision rounds/);
  });

  it('gives one 200 and one 409 when two reviewers approve the same version at once', async () => {
    const { deliverableIds } = await campaignAwaitingReview();
    const results = await Promise.all([
      review(deliverableIds[0], { action: 'approve' }),
      review(deliverableIds[0], { action: 'approve' }, 'brand.member@demo.test'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await deliverableRow(deliverableIds[0])).status).toBe('approved');
  });

  it('gives one 200 and one 409 when an approval and a change request race', async () => {
    const { deliverableIds } = await campaignAwaitingReview();
    const results = await Promise.all([
      review(deliverableIds[0], { action: 'request_changes', comment: 'Change it' }),
      review(deliverableIds[0], { action: 'approve' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await deliverableRow(deliverableIds[0])).revisionsUsed).toBeLessThanOrEqual(1);
  });

  it('refuses an approval of a version that is no longer the newest (409)', async () => {
    const { creator, deliverableIds, submissions } = await campaignAwaitingReview();
    await review(deliverableIds[0], { action: 'request_changes', comment: 'Shorter' });
    await submitVersion(creator.token, deliverableIds[0], 'Shorter cut');
    const stale = await review(deliverableIds[0], { action: 'approve', submission_id: submissions[0].id });
    expect(stale.status).toBe(409);
    expect(stale.json.detail).toMatch(/newer version \(v2\)/);
  });

  it('refuses reviews while the match is not under contract (409)', async () => {
    const { deliverableIds, matchId } = await campaignAwaitingReview();
    await testDb().update(campaignMatches).set({ status: 'completed' }).where(eq(campaignMatches.id, matchId));
    expect((await review(deliverableIds[0], { action: 'approve' })).status).toBe(409);
  });

  it('rejects bad input with field errors (400), never a 500', async () => {
    const { deliverableIds } = await campaignAwaitingReview();
    const id = deliverableIds[0];
    const noComment = await review(id, { action: 'request_changes' });
    expect(noComment.status).toBe(400);
    expect(noComment.json.fields.comment).toEqual(['Tell the creator what to change.']);
    expect((await review(id, { action: 'publish' })).status).toBe(400);
    expect(
      (await review(id, { action: 'request_changes', comment: 'x', at_seconds: -3 })).json.fields.at_seconds,
    ).toBeDefined();
    expect((await review(id, { action: 'approve', at_seconds: 4 })).json.fields.comment).toBeDefined();
    expect((await review(id, { action: 'approve', comment: 'x'.repeat(2001) })).status).toBe(400);
    expect((await review('not-a-uuid', { action: 'approve' })).status).toBe(400);
    expect((await review(id, { action: 'approve', submission_id: 'v1' })).status).toBe(400);
    const unchanged = await testDb().select().from(deliverables).where(eq(deliverables.id, id));
    expect(unchanged[0]?.status).toBe('submitted');
  });
});
