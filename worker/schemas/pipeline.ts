import { z } from 'zod';
import { ZMatch } from './brand-matches';
import type { TMatchStatus } from './campaign';

/**
 * The one definition of a campaign's pipeline: which match statuses make up each stage, in order. The candidates
 * page, the campaign card and the overview all count with it, so they always agree.
 */
export const PIPELINE_STAGES = {
  invited: ['invited'],
  /** Applied with a pitch, or accepted an invitation: waiting for the brand's offer. */
  applied: ['applied'],
  offered: ['proposed', 'countered'],
  /** Terms agreed (awaiting the signature) or signed. */
  contract: ['accepted', 'contracted'],
  completed: ['completed'],
  past: ['declined', 'removed', 'expired'],
} as const satisfies Record<string, readonly TMatchStatus[]>;
export type TPipelineStage = keyof typeof PIPELINE_STAGES;
export const PIPELINE_STAGE_KEYS = Object.keys(PIPELINE_STAGES) as TPipelineStage[];

export const stageOf = (status: TMatchStatus): TPipelineStage =>
  PIPELINE_STAGE_KEYS.find((k) => (PIPELINE_STAGES[k] as readonly TMatchStatus[]).includes(status))!;

const ZPipelineItem = ZMatch.extend({
  stage: z.enum(PIPELINE_STAGE_KEYS as [TPipelineStage, ...TPipelineStage[]]),
  /** The creator's pitch (an application, or the note and rate given when accepting an invitation). */
  pitch: z
    .object({
      id: z.string().uuid(),
      message: z.string(),
      proposed_rate_cents: z.number().int().nullable(),
      status: z.enum(['pending', 'accepted', 'declined']),
    })
    .nullable(),
  /** The campaign's platforms the creator has no connected account on (a warning before offering). */
  missing_platforms: z.array(z.string()),
  /** Who made the last move (for the past stage: who declined, removed or let it expire). */
  last_moved_by: z.enum(['brand', 'creator', 'system']),
  removal_reason_label: z.string().nullable(),
});
export type TPipelineItem = z.infer<typeof ZPipelineItem>;

export const ZPipeline = z.object({
  counts: z.record(z.enum(PIPELINE_STAGE_KEYS as [TPipelineStage, ...TPipelineStage[]]), z.number().int()),
  results: z.array(ZPipelineItem),
});
export type TPipeline = z.infer<typeof ZPipeline>;
