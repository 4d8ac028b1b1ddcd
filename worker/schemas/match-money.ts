import { z } from 'zod';

/**
 * Where a signed match's money stands in the ledger (integer cents): in escrow for the contract, released as work is
 * approved, and paid out to the creator's bank. The brand's spend and the creator's payment screen show the same three.
 */
export const matchMoneyStages = {
  in_escrow_cents: z.number().int(),
  released_cents: z.number().int(),
  paid_out_cents: z.number().int(),
};
