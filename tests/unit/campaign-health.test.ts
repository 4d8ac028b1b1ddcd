import { describe, expect, it } from 'vitest';
import { campaignHealth, type CampaignFigures } from '../../worker/services/internal/campaign-health';

const figures = (over: Partial<CampaignFigures> = {}): CampaignFigures => ({
  status: 'active',
  pipeline: 2,
  contracted: 1,
  completed: 0,
  offersWaiting: 0,
  deliverables: { total: 2, done: 1, late: 0, waitingReview: 0, overdueReview: 0, ...over.deliverables },
  ...over,
});

describe('campaign health', () => {
  it('an active campaign with creators and nothing late is on track', () => {
    expect(campaignHealth(figures())).toMatchObject({ level: 'on_track', reasons: [] });
  });

  it('late work or content waiting past half its review window puts it at risk, and says why', () => {
    const late = campaignHealth(
      figures({ deliverables: { total: 3, done: 0, late: 2, waitingReview: 1, overdueReview: 1 } }),
    );
    expect(late.level).toBe('at_risk');
    expect(late.reasons).toEqual([
      '2 deliverables are past due',
      '1 submission has waited past half the review window',
    ]);
  });

  it('creators waiting for an offer, or an active campaign nobody is in, need attention', () => {
    expect(campaignHealth(figures({ offersWaiting: 1 })).reasons).toEqual(['1 creator waits for an offer']);
    expect(campaignHealth(figures({ offersWaiting: 1 })).level).toBe('needs_attention');
    expect(campaignHealth(figures({ pipeline: 0, contracted: 0 })).reasons).toEqual(['No creators invited yet']);
  });

  it('drafts and finished campaigns are idle unless something is late', () => {
    expect(campaignHealth(figures({ status: 'draft', pipeline: 0, contracted: 0 })).level).toBe('idle');
    expect(campaignHealth(figures({ status: 'completed' })).level).toBe('idle');
    expect(
      campaignHealth(
        figures({
          status: 'completed',
          deliverables: { total: 1, done: 0, late: 1, waitingReview: 0, overdueReview: 0 },
        }),
      ).level,
    ).toBe('at_risk');
  });
});
