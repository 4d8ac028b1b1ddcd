import { eq } from 'drizzle-orm';
import { contracts } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import type { TContract } from '../../schemas/creator-matches';
import type { MatchRow } from '../matches/lifecycle';
import { contractSections, loadContractContext, readTerms, scheduleOf, buildTerms } from './contract-terms';

const HAS_CONTRACT = new Set(['accepted', 'contracted', 'completed']);

export const loadContractRow = async ({ db, matchId }: { db: Db; matchId: string }) =>
  (await db.select().from(contracts).where(eq(contracts.matchId, matchId)).limit(1))[0] ?? null;

/** The contract of an accepted offer: its terms, its text, the schedule and the signature once signed. */
export const contractView = async ({ db, match }: { db: Db; match: MatchRow }): Promise<TContract> => {
  if (!HAS_CONTRACT.has(match.status)) throw conflict('There is no contract yet: accept the brand’s offer first.');
  const [ctx, row] = await Promise.all([
    loadContractContext({ db, match }),
    loadContractRow({ db, matchId: match.id }),
  ]);
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
