import { and, eq } from 'drizzle-orm';
import { campaignMatches, contracts } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TContract } from '../../schemas/creator-matches';
import type { MatchRow } from '../matches/lifecycle';
import {
  buildTerms,
  matchWithContractContext,
  contractContextOf,
  contractSections,
  readTerms,
  scheduleOf,
  type ContractContext,
} from './contract-terms';

const HAS_CONTRACT = new Set(['accepted', 'contracted', 'completed']);

type ContractRow = typeof contracts.$inferSelect;

/** The contract as the API shows it: its terms, its text, the schedule and the signature once signed. */
export const toContract = (ctx: ContractContext, row: ContractRow | null): TContract => {
  const { match } = ctx;
  const terms = row ? readTerms(row.terms, ctx) : buildTerms(ctx);
  const signedAt = row?.creatorSignedAt ?? null;
  return {
    id: row?.id ?? null,
    match_id: match.id,
    campaign_id: match.campaignId,
    status: signedAt ? 'signed' : 'awaiting_signature',
    terms,
    sections: contractSections(terms),
    schedule: scheduleOf(terms, signedAt ? new Date(signedAt) : new Date()),
    signature: signedAt
      ? { name: row!.creatorSignatureName ?? '', signed_at: signedAt, ip: row!.creatorSignedIp }
      : null,
    expected_signature: ctx.creatorName,
  };
};

const assertHasContract = (match: MatchRow) => {
  if (!HAS_CONTRACT.has(match.status)) throw conflict('There is no contract yet: accept the brand’s offer first.');
};

/**
 * The contract of one of the creator's own matches (another creator's is a 404), in one batch: the match with its
 * campaign, brand and creator name, and the contract row.
 */
export const myContractView = async ({
  db,
  creatorId,
  matchId,
}: DbKeys<'creatorId' | 'matchId'>): Promise<TContract> => {
  const [rows, [row]] = await db.batch([
    matchWithContractContext({
      db,
      where: and(eq(campaignMatches.id, matchId), eq(campaignMatches.creatorId, creatorId)),
    }),
    db.select().from(contracts).where(eq(contracts.matchId, matchId)).limit(1),
  ]);
  const found = rows[0];
  if (!found) throw notFound('campaign match');
  assertHasContract(found.match);
  return toContract(contractContextOf(found.match, found), row ?? null);
};
