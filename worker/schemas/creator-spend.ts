import { z } from 'zod';
import { ZMatchStatus, ZCampaignStatus } from './campaign';
import { pageFields, paginated } from './pagination';
import { ZWallet } from './wallet';
import { matchMoneyStages } from './match-money';

/** Money of one campaign, all from the ledger (integer cents in the campaign's currency). */
const ZCampaignSpend = z.object({
  campaign_id: z.string(),
  title: z.string(),
  status: ZCampaignStatus,
  currency: z.string(),
  budget_cents: z.number().int(),
  committed_cents: z
    .number()
    .int()
    .describe('Held + in escrow + released: what offers and contracts take from the budget'),
  held_cents: z.number().int(),
  in_escrow_cents: z.number().int(),
  released_cents: z.number().int().describe('Released to creators on approval, platform fee included'),
  fees_cents: z.number().int(),
  paid_out_cents: z.number().int().describe('Arrived in creators’ bank accounts'),
  remaining_cents: z.number().int().describe('Budget − committed'),
});
export type TCampaignSpend = z.infer<typeof ZCampaignSpend>;
export const ZCampaignSpendList = z.object({ results: z.array(ZCampaignSpend) });

const ZMatchSpend = z.object({
  match_id: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }),
  creator: z.object({ id: z.string(), name: z.string() }),
  status: ZMatchStatus,
  currency: z.string(),
  funded: z.boolean().describe('Paid through the wallet (false: the brand pays the creator outside Social Loop)'),
  platform_fee_bps: z.number().int(),
  offer_cents: z.number().int(),
  held_cents: z.number().int(),
  ...matchMoneyStages,
});
export type TMatchSpend = z.infer<typeof ZMatchSpend>;
export const ZMatchSpendPage = paginated(ZMatchSpend);
export const ZMatchSpendQuery = z.object({
  campaign_id: z.uuid('Not a valid campaign id.').optional(),
  match_id: z.uuid('Not a valid match id.').optional().describe('One match (the offer screen’s funds-secured badge)'),
  ...pageFields(50),
});

export const ZCreatorSpendOverview = ZWallet.extend({
  budget_cents: z.number().int().describe('Budgets of active campaigns'),
  committed_cents: z.number().int(),
  fees_cents: z.number().int(),
  funded_matches: z.number().int(),
});
export type TCreatorSpendOverview = z.infer<typeof ZCreatorSpendOverview>;
