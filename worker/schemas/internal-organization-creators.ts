import { z } from 'zod';
import { ZMatchStatus } from './campaign';

const ZOrganizationCreator = z.object({
  id: z.string().uuid(),
  name: z.string(),
  display_picture: z.string().nullable(),
  location: z.string().nullable(),
  campaigns: z.array(
    z.object({ id: z.string().uuid(), title: z.string(), match_id: z.string().uuid(), status: ZMatchStatus }),
  ),
  deliverables: z.object({ done: z.number().int(), late: z.number().int(), total: z.number().int() }),
  total_paid_cents: z.number().int(),
  followers: z.number().int(),
  /** Average engagement rate over connected accounts, in percent; null without connected accounts. */
  engagement_rate: z.number().nullable(),
  /** Average audience-credibility score (0–100) over connected accounts with metrics; null without. */
  credibility: z.number().int().nullable(),
  /** 1–5 from every approved deliverable across brands (on time, approved without changes); null without any. */
  rating: z.number().nullable(),
  rated_deliverables: z.number().int(),
});
export type TOrganizationCreator = z.infer<typeof ZOrganizationCreator>;
export const ZOrganizationCreatorList = z.object({ results: z.array(ZOrganizationCreator) });
