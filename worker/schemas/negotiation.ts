import { z } from 'zod';
import { ZDeliverableTemplate } from './campaign';

/** One round of a match's negotiation: a brand's offer or a creator's counter-offer. */
export const ZOfferRound = z.object({
  side: z.enum(['brand', 'creator']),
  rate_cents: z.number().int(),
  /** The deliverables of a brand's offer; null for a counter-offer (it keeps the deliverables offered). */
  deliverables: z.array(ZDeliverableTemplate).nullable(),
  message: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
});
export type TOfferRound = z.infer<typeof ZOfferRound>;

/** The creator's counter-offer: their rate for the deliverables on the table, and why. */
export const ZCounterOffer = z.object({
  rate_cents: z
    .number({ message: 'Enter your rate.' })
    .int('Use whole cents.')
    .min(100, 'Ask at least 1.00.')
    .max(100_000_000, 'That amount is too large.'),
  message: z.string().trim().min(1, 'Tell the brand why this rate.').max(2000, 'At most 2,000 characters.'),
});

/** The brand's answer to a counter-offer (changing it is a new offer through propose-rates). */
export const ZCounterResponse = z.discriminatedUnion('response', [
  z.object({ response: z.literal('accept') }),
  z.object({
    response: z.literal('decline'),
    note: z.string().trim().max(1000, 'At most 1,000 characters.').optional(),
  }),
]);
export type TCounterResponse = z.infer<typeof ZCounterResponse>;
