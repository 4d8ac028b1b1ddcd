import type { TCampaignHealth } from '../../schemas/internal-organizations';

export type CampaignFigures = {
  status: 'draft' | 'active' | 'completed' | 'archived';
  pipeline: number;
  contracted: number;
  completed: number;
  offersWaiting: number;
  deliverables: { total: number; done: number; late: number; waitingReview: number; overdueReview: number };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A campaign's health as a strategist reads it. At risk: work is late or content waits past half its review window
 * (the brand is about to be auto-approved into content it never looked at). Needs attention: creators wait for an
 * offer, or an active campaign has nobody in it. Idle: drafts and finished campaigns.
 */
export const campaignHealth = (f: CampaignFigures): TCampaignHealth => {
  const reasons: string[] = [];
  if (f.deliverables.late > 0)
    reasons.push(`${plural(f.deliverables.late, 'deliverable is', 'deliverables are')} past due`);
  if (f.deliverables.overdueReview > 0)
    reasons.push(
      `${plural(f.deliverables.overdueReview, 'submission has', 'submissions have')} waited past half the review window`,
    );
  const atRisk = reasons.length > 0;
  if (f.offersWaiting > 0) reasons.push(`${plural(f.offersWaiting, 'creator waits', 'creators wait')} for an offer`);
  const isLive = f.status === 'active';
  if (isLive && f.pipeline + f.contracted + f.completed === 0) reasons.push('No creators invited yet');
  const level = atRisk ? 'at_risk' : reasons.length > 0 ? 'needs_attention' : isLive ? 'on_track' : 'idle';
  return {
    level,
    reasons,
    creators: { pipeline: f.pipeline, contracted: f.contracted, completed: f.completed },
    deliverables: {
      total: f.deliverables.total,
      done: f.deliverables.done,
      late: f.deliverables.late,
      waiting_review: f.deliverables.waitingReview,
      overdue_review: f.deliverables.overdueReview,
    },
    offers_waiting: f.offersWaiting,
  };
};
