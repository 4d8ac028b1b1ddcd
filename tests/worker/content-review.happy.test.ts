import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentSubmissions, deliverables } from '../../db/schema';
import { ZReviewComment } from '../../worker/schemas/content';
import {
  ZBulkApproveResult,
  ZReviewCommentList,
  ZReviewItem,
  ZReviewItemList,
  ZReviewVersions,
} from '../../worker/schemas/content-review';
import { api, testDb } from './helpers';
import { domainEventsOf, runCron } from './outbox-fixtures';
import { roundTripsOf } from './worker-fetch';
import { STRATEGIST, tokenOf } from './accounts';
import { asBrand, campaignAwaitingReview, deliverableRow, review, submitVersion } from './content-review.fixtures';

const eventsOf = (deliverableId: string, type: string) => domainEventsOf(type, { deliverable_id: deliverableId });

describe('content review (brand)', () => {
  it('lists a campaign’s deliverables with creator, status, newest version and counts per status', async () => {
    const { campaignId, deliverableIds, submissions } = await campaignAwaitingReview();
    const res = await asBrand(`/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaignId}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const list = ZReviewItemList.parse(res.json);
    expect(list.count).toBe(2);
    expect(list.status_counts).toMatchObject({ submitted: 2, pending: 0, approved: 0 });
    expect(list.campaign).toMatchObject({ id: campaignId, review_window_days: 3, revision_rounds: 2 });
    const first = list.results.find((d) => d.id === deliverableIds[0])!;
    expect(first).toMatchObject({
      status: 'submitted',
      versions: 1,
      revisions_left: 2,
      can_approve: true,
      can_request_changes: true,
      creator: { name: 'Test Creator' },
    });
    expect(first.latest_submission).toMatchObject({
      id: submissions[0].id,
      media: { kind: 'video', url: expect.stringContaining('/api/uploads/') },
    });
    expect(Date.parse(first.auto_approve_at!) - Date.parse(first.submitted_at!)).toBe(3 * 24 * 3600_000);

    const filtered = await asBrand(
      `/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaignId}&status=approved`,
    );
    expect(filtered.json).toMatchObject({ count: 0, results: [] });
  });

  it('approves the newest version: deliverable and version approved, the comment kept, a content.approved event', async () => {
    const { deliverableIds, submissions } = await campaignAwaitingReview();
    const res = await review(deliverableIds[0], {
      action: 'approve',
      comment: 'Perfect, ship it!',
      submission_id: submissions[0].id,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const item = ZReviewItem.parse(res.json);
    expect(item).toMatchObject({
      status: 'approved',
      can_approve: false,
      approved_at: expect.any(String),
      latest_submission: { status: 'approved', reviewed_at: expect.any(String) },
    });
    expect(item.latest_submission!.comments.map((c) => c.body)).toEqual(['Perfect, ship it!']);
    const [event] = await eventsOf(deliverableIds[0], 'content.approved');
    expect(event?.payload).toMatchObject({
      from: 'submitted',
      to: 'approved',
      submission_id: submissions[0].id,
      version: 1,
    });
  });

  it('requests changes with a comment pinned to a video moment; the creator resubmits; the brand compares versions and approves', async () => {
    const { creator, deliverableIds, submissions } = await campaignAwaitingReview();
    const id = deliverableIds[0];
    const asked = await review(id, { action: 'request_changes', comment: 'Show the logo here', at_seconds: 12 });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json).toMatchObject({
      status: 'changes_requested',
      revisions_used: 1,
      revisions_left: 1,
      latest_submission: { status: 'changes_requested' },
    });
    expect(asked.json.latest_submission.comments[0]).toMatchObject({
      body: 'Show the logo here',
      at_seconds: 12,
      author_name: 'Olivia Hart',
    });
    expect(await eventsOf(id, 'content.changes_requested')).toHaveLength(1);
    // One read, then one guarded batch whose results are the answer: the same item a fresh read shows.
    expect(roundTripsOf(asked.headers)).toBe(2);
    const reread = await asBrand(`/api/brand/deliverables/${id}/submissions/`);
    expect(ZReviewVersions.parse(reread.json).deliverable).toEqual(asked.json);

    // The creator sees the feedback on their version.
    const feedback = await api.get('/influencer/submissions/:id/comments/', {
      param: { id: submissions[0].id },
      token: creator.token,
    });
    expect(feedback.status).toBe(200);
    expect(ZReviewCommentList.parse(feedback.json).results).toEqual([
      expect.objectContaining({ body: 'Show the logo here', at_seconds: 12 }),
    ]);

    const second = await submitVersion(creator.token, id, 'Logo in the first seconds now');
    const versions = await asBrand(`/api/brand/deliverables/${id}/submissions/`);
    expect(versions.status).toBe(200);
    const history = ZReviewVersions.parse(versions.json);
    expect(history.results.map((v) => [v.version, v.status])).toEqual([
      [2, 'submitted'],
      [1, 'changes_requested'],
    ]);
    expect(history.deliverable).toMatchObject({ versions: 2, status: 'submitted', can_approve: true });

    const approved = await review(id, { action: 'approve', submission_id: second.id });
    expect(approved.json).toMatchObject({ status: 'approved', versions: 2, revisions_used: 1 });
  });

  it('keeps review comments on a version: list and add, pinned or not', async () => {
    const { submissions } = await campaignAwaitingReview();
    const added = await asBrand(`/api/brand/submissions/${submissions[0].id}/comments/`, {
      body: { body: 'Great light at 0:04', at_seconds: 4 },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(ZReviewComment.parse(added.json)).toMatchObject({ body: 'Great light at 0:04', at_seconds: 4 });
    await asBrand(`/api/brand/submissions/${submissions[0].id}/comments/`, { body: { body: 'Overall lovely' } });
    const list = await asBrand(`/api/brand/submissions/${submissions[0].id}/comments/`);
    expect(list.json.results.map((c: { body: string; at_seconds: number | null }) => [c.body, c.at_seconds])).toEqual([
      ['Great light at 0:04', 4],
      ['Overall lovely', null],
    ]);
  });

  it('bulk-approves: each deliverable on its own, one conflict does not stop the others', async () => {
    const { campaignId, deliverableIds } = await campaignAwaitingReview();
    await review(deliverableIds[1], { action: 'approve' });
    const res = await asBrand(`/api/brand/campaigns/${campaignId}/content/bulk-approve/`, {
      body: { deliverable_ids: [deliverableIds[1], deliverableIds[0], crypto.randomUUID()] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const result = ZBulkApproveResult.parse(res.json);
    expect(result).toMatchObject({ approved: 1, failed: 2 });
    expect(result.results).toEqual([
      expect.objectContaining({ deliverable_id: deliverableIds[1], ok: false, code: 'conflict' }),
      expect.objectContaining({ deliverable_id: deliverableIds[0], ok: true, status: 'approved' }),
      expect.objectContaining({ ok: false, code: 'not_found' }),
    ]);
    expect((await deliverableRow(deliverableIds[0])).status).toBe('approved');
  });

  it('lets a strategist managing the brand review its content', async () => {
    const { brandId, deliverableIds } = await campaignAwaitingReview();
    const res = await api.patch('/influencer/campaign-deliverable/:id/', {
      param: { id: deliverableIds[0] },
      token: await tokenOf(STRATEGIST),
      headers: { 'x-selected-brand': brandId },
      json: { action: 'approve' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [version] = await testDb()
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.deliverableId, deliverableIds[0]));
    expect(version?.reviewedBy).not.toBeNull();
  });
});

describe('automatic approval (scheduled handler)', () => {
  it('approves content left unanswered past the review window, says so in a comment, and tells both sides through the event', async () => {
    const { deliverableIds, submissions } = await campaignAwaitingReview({ reviewWindowDays: 2 });
    const [overdue, recent] = deliverableIds;
    const longAgo = new Date(Date.now() - 2 * 24 * 3600_000 - 60_000).toISOString();
    await testDb().update(deliverables).set({ submittedAt: longAgo }).where(eq(deliverables.id, overdue));

    await runCron();

    expect(await deliverableRow(overdue)).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    expect((await deliverableRow(recent)).status).toBe('submitted');
    const comments = await asBrand(`/api/brand/submissions/${submissions[0].id}/comments/`);
    expect(comments.json.results).toEqual([
      expect.objectContaining({
        body: 'Approved automatically after 2 days without review',
        author_name: 'Social Loop',
      }),
    ]);
    const [version] = await testDb()
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.id, submissions[0].id));
    expect(version).toMatchObject({ status: 'approved', reviewedBy: null });
    const [event] = await eventsOf(overdue, 'content.approved');
    expect(event?.payload).toMatchObject({ auto_approved: true, review_window_days: 2, actor_id: null });

    // A second run finds nothing more to do.
    await runCron();
    expect(await eventsOf(overdue, 'content.approved')).toHaveLength(1);
  });
});
