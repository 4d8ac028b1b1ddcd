import { z } from 'zod';
import { ZCampaignHealth } from './internal-organizations';

export const ZCheckinSchedule = z.object({
  id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  interval_days: z.number().int(),
  next_due_at: z.string(),
  is_active: z.boolean(),
});
export type TCheckinSchedule = z.infer<typeof ZCheckinSchedule>;

export const ZCheckinScheduleRequest = z.object({
  interval_days: z.number().int().min(1, 'At least every day.').max(90, 'At most every 90 days.').default(7),
  is_active: z.boolean().default(true),
  /** When the first check-in is due; one interval from now when omitted. */
  next_due_at: z.iso.datetime({ offset: true, message: 'Choose a day and time.' }).optional(),
});

export const ZCheckinTask = z.object({
  id: z.string().uuid(),
  campaign: z.object({ id: z.string().uuid(), title: z.string() }),
  due_at: z.string(),
  health: ZCampaignHealth,
  status: z.enum(['open', 'done']),
  notes: z.string(),
  completed_by: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  completed_at: z.string().nullable(),
});
export type TCheckinTask = z.infer<typeof ZCheckinTask>;
export const ZCheckinTaskList = z.object({ results: z.array(ZCheckinTask) });

export const ZCompleteCheckinRequest = z.object({
  notes: z.string().trim().min(1, 'Write what you found.').max(5000, 'Notes are at most 5,000 characters.'),
});

/** What a brand sees of its campaign's check-ins (Campaign Check-ins in its plan): the done ones and their notes. */
const ZBrandCheckin = z.object({
  id: z.string().uuid(),
  due_at: z.string(),
  notes: z.string(),
  completed_at: z.string().nullable(),
  strategist_name: z.string().nullable(),
});
export const ZBrandCheckinList = z.object({
  next_due_at: z.string().nullable(),
  interval_days: z.number().int().nullable(),
  results: z.array(ZBrandCheckin),
});
