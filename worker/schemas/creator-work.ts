import { z } from 'zod';
import { deliverableHeading, ZContentDeliverable, ZDeliverableStatus } from './content';
import { ZCreatorEvent } from './creator-events';
import { pageFields, paginated } from './pagination';
import { commaList } from './list-query';

/** One deliverable in the creator's work list. */
const ZCreatorDeliverable = z.object({
  ...deliverableHeading,
  status: ZDeliverableStatus,
  due_date: z.string().nullable(),
  rate_cents: z.number().int(),
  currency: z.string(),
  post_url: z.string().nullable(),
});
export type TCreatorDeliverable = z.infer<typeof ZCreatorDeliverable>;
export const ZCreatorDeliverableList = paginated(ZCreatorDeliverable);

export const ZDeliverableListQuery = z.object({
  /** Comma-separated statuses, e.g. `pending,changes_requested`. */
  status: commaList(ZDeliverableStatus).optional(),
  campaign_id: z.string().uuid().optional(),
  ...pageFields(),
});

/** The deliverable screen: what is due and the contract's money and rules around it. */
export const ZCreatorDeliverableDetail = ZContentDeliverable.extend({
  brand_id: z.string().uuid(),
  rate_cents: z.number().int(),
  currency: z.string(),
  campaign_brief: z.string(),
  review_window_days: z.number().int(),
});
export type TCreatorDeliverableDetail = z.infer<typeof ZCreatorDeliverableDetail>;

const TASK_KINDS = [
  'invitation',
  'offer',
  'contract',
  'changes_requested',
  'deliverable',
  'reconnect_account',
  'complete_profile',
] as const;

const ZTodo = z.object({
  kind: z.enum(TASK_KINDS),
  title: z.string(),
  detail: z.string(),
  due_date: z.string().nullable(),
  /** What the item is about: a match (campaign screens), a deliverable or a social account. */
  match_id: z.string().uuid().nullable(),
  campaign_id: z.string().uuid().nullable(),
  deliverable_id: z.string().uuid().nullable(),
  overdue: z.boolean(),
});
export type TTodo = z.infer<typeof ZTodo>;

export const ZCreatorDashboard = z.object({
  todo: z.array(ZTodo),
  counts: z.object({
    invitations: z.number().int(),
    offers: z.number().int(),
    contracts_to_sign: z.number().int(),
    deliverables_due: z.number().int(),
    changes_requested: z.number().int(),
    active_campaigns: z.number().int(),
  }),
  /** Money per currency from the ledger: in escrow for signed contracts, released (available, on its way) and paid out. */
  payments: z.array(
    z.object({
      currency: z.string(),
      in_escrow_cents: z.number().int(),
      available_cents: z.number().int(),
      paid_cents: z.number().int(),
    }),
  ),
  upcoming_events: z.array(ZCreatorEvent),
});
export type TCreatorDashboard = z.infer<typeof ZCreatorDashboard>;
