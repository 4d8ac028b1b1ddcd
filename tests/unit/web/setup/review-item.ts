import { ZReviewItem, type TReviewItem } from '@schemas/content-review';

export const DELIVERABLE_ID = '11111111-1111-4111-8111-111111111111';

/** A deliverable waiting for review, exactly as the API describes one. */
export const reviewItem = (overrides: Partial<TReviewItem> = {}): TReviewItem =>
  ZReviewItem.parse({
    id: DELIVERABLE_ID,
    match_id: '33333333-3333-4333-8333-333333333333',
    campaign_id: '44444444-4444-4444-8444-444444444444',
    creator: { id: '55555555-5555-4555-8555-555555555555', name: 'Ada Creator', display_picture: null },
    type: 'post',
    platform: 'instagram',
    description: 'One feed post',
    due_date: null,
    rate_cents: 50_000,
    status: 'submitted',
    post_url: null,
    revision_rounds: 2,
    revisions_used: 0,
    revisions_left: 2,
    versions: 1,
    latest_submission: null,
    auto_approve_at: null,
    can_approve: true,
    can_request_changes: true,
    submitted_at: '2026-11-20T10:00:00.000Z',
    approved_at: null,
    published_at: null,
    post_confirmed_at: null,
    can_confirm_post: false,
    ...overrides,
  });
