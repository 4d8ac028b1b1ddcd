import { eq, isNull } from 'drizzle-orm';
import { contracts, deliverables } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { assertCanCommit } from '../creator-campaigns/respond';
import { planMove, runMove } from '../matches/lifecycle';
import { readMoveFacts } from '../matches/move-facts';
import { buildTerms, readTerms, scheduleOf } from './contract-terms';
import { toContract } from './contract-view';

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Signs the contract of the creator's own accepted offer (another creator's is a 404) in two round trips: the match
 * with its contract context, contract row and money (on a folded request the session check rides along), then
 * `sign_contract`'s guarded batch with the signature (typed name, time, IP) on the terms snapshot, one deliverable
 * per offered deliverable (each due its `due_days` after signing and paid its share of the fee) and the escrow of
 * the held funds — ending with the signed contract row, the answer. A stale or illegal state is a 409.
 */
export const signContract = async ({
  db,
  user,
  creatorId,
  matchId,
  signatureName,
  ip,
}: {
  db: Db;
  user: UserRow;
  creatorId: string;
  matchId: string;
  signatureName: string;
  ip: string | null;
}) => {
  const { facts } = await readMoveFacts({ db, matchKey: matchId, owner: { creatorId }, withMoney: true });
  if (!facts) throw notFound('campaign match');
  const { match, context } = facts;
  assertCanCommit(user, 'sign');
  if (match.status !== 'accepted')
    throw conflict(
      match.status === 'contracted' || match.status === 'completed'
        ? 'This contract is already signed.'
        : 'Accept the brand’s offer before signing.',
    );
  if (normalName(signatureName) !== normalName(context.creatorName))
    throw fieldError('signature_name', `Type your full name exactly as “${context.creatorName}”.`);
  const terms = facts.contract ? readTerms(facts.contract.terms, context) : buildTerms(context);
  if (terms.deliverables.length === 0)
    throw conflict('The offer lists no deliverables; ask the brand to send a new offer.');

  const signedAt = new Date();
  const signature = {
    creatorSignatureName: signatureName.trim(),
    creatorSignedAt: signedAt.toISOString(),
    creatorSignedIp: ip,
  };
  const schedule = scheduleOf(terms, signedAt);
  const move = planMove({
    db,
    match,
    action: 'sign_contract',
    actorId: user.id,
    note: `Signed by ${signature.creatorSignatureName}`,
    money: facts.money,
    also: [
      db
        .insert(contracts)
        .values({ matchId: match.id, terms, ...signature })
        .onConflictDoUpdate({ target: contracts.matchId, set: signature, setWhere: isNull(contracts.creatorSignedAt) }),
      db.insert(deliverables).values(
        terms.deliverables.map((d, i) => ({
          matchId: match.id,
          campaignId: match.campaignId,
          type: d.type,
          platform: d.platform,
          description: d.quantity > 1 ? `${d.quantity} × ${d.description ?? d.type}` : (d.description ?? ''),
          dueDate: schedule[i]!.due_date,
          rateCents: schedule[i]!.rate_cents,
        })),
      ),
    ],
  });
  const [[signed]] = await runMove({
    db,
    plan: move,
    reads: [db.select().from(contracts).where(eq(contracts.matchId, match.id))],
  });
  const contracted = { ...match, status: move.status };
  return { event: move.event, contract: toContract({ ...context, match: contracted }, signed ?? null) };
};
