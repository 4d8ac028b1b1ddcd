import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { campaignMatches, contracts, matchOffers } from '../../../db/schema';
import type { BatchResults, Db } from '../../lib/db';
import { matchMoneyReads, toMatchMoneyContext, type MatchMoneyContext } from '../creator-spend/match-money-context';
import { contractContextOf, matchWithContractContext, type ContractContext } from '../contracts/contract-terms';
import type { MatchRow } from './lifecycle';

/** Whose match it must be: the acting brand's, or the signed-in creator's (anyone else's is a 404). */
export type MatchOwner = { brandId: string } | { creatorId: string };

/** What any move of one match decides from, read in one batch before the move's guarded batch. */
export type MoveFacts = {
  match: MatchRow;
  /** The campaign, the brand's name and the creator's name: what a contract's terms are built from. */
  context: ContractContext;
  contract: typeof contracts.$inferSelect | null;
  /** The creator's latest counter-offer (what the brand accepts when it accepts the counter). */
  counter: typeof matchOffers.$inferSelect | null;
  /** Read only for a move that may touch money. */
  money: MatchMoneyContext | null;
};

/**
 * One round trip for a match move's decision (on a folded request the session check rides in it too): the match
 * — keyed by its id, or by a subquery giving it such as a pitch's match — with its contract context, its contract,
 * the latest counter-offer, the money facts when `withMoney`, and the caller's `extra` statements (their results
 * come back as `extra`). `facts` is null when the match is not the owner's.
 */
export const readMoveFacts = async <X extends BatchItem<'sqlite'>[]>({
  db,
  matchKey,
  owner,
  withMoney,
  extra = [] as unknown as [...X],
}: {
  db: Db;
  matchKey: string | SQL;
  owner: MatchOwner;
  withMoney: boolean;
  extra?: [...X];
}): Promise<{ facts: MoveFacts | null; extra: BatchResults<X> }> => {
  const whose =
    'brandId' in owner ? eq(campaignMatches.brandId, owner.brandId) : eq(campaignMatches.creatorId, owner.creatorId);
  const money = withMoney ? matchMoneyReads({ db, matchKey }) : [];
  const [rows, [contract], [counter], ...rest] = await db.batch([
    matchWithContractContext({ db, where: and(eq(campaignMatches.id, matchKey), whose) }),
    db.select().from(contracts).where(eq(contracts.matchId, matchKey)).limit(1),
    db
      .select()
      .from(matchOffers)
      .where(and(eq(matchOffers.matchId, matchKey), eq(matchOffers.side, 'creator')))
      .orderBy(desc(matchOffers.createdAt))
      .limit(1),
    ...money,
    ...extra,
  ]);
  const moneyRows = rest.slice(0, money.length) as unknown as Parameters<typeof toMatchMoneyContext>[1];
  const extraRows = rest.slice(money.length) as BatchResults<X>;
  const row = rows[0];
  if (!row) return { facts: null, extra: extraRows };
  return {
    facts: {
      match: row.match,
      context: contractContextOf(row.match, row),
      contract: contract ?? null,
      counter: counter ?? null,
      money: withMoney ? toMatchMoneyContext(row.match, moneyRows) : null,
    },
    extra: extraRows,
  };
};
