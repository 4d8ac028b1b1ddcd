import { isNull } from 'drizzle-orm';
import { contracts, deliverables } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict, fieldError } from '../../lib/errors';
import { transitionMatch, type MatchRow } from '../matches/lifecycle';
import { buildTerms, loadContractContext, readTerms, scheduleOf } from './contract-terms';
import { loadContractRow } from './contract-view';

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Signs the contract of an accepted offer: `transitionMatch(sign_contract)` with, in the same batch, the
 * signature (typed name, time, IP) on the terms snapshot and one deliverable per offered deliverable, each due
 * its `due_days` after signing and paid its share of the fee. A stale or illegal state is a 409.
 */
export const signContract = async ({
  db,
  user,
  match,
  signatureName,
  ip,
}: {
  db: Db;
  user: UserRow;
  match: MatchRow;
  signatureName: string;
  ip: string | null;
}) => {
  if (user.status !== 'ACTIVE')
    throw new AppError(
      'creator_not_approved',
      'Your profile is waiting for approval. You can sign once it is approved.',
      { status: 403 },
    );
  if (match.status !== 'accepted')
    throw conflict(
      match.status === 'contracted' || match.status === 'completed'
        ? 'This contract is already signed.'
        : 'Accept the brand’s offer before signing.',
    );
  const ctx = await loadContractContext({ db, match });
  if (normalName(signatureName) !== normalName(ctx.creatorName))
    throw fieldError('signature_name', `Type your full name exactly as “${ctx.creatorName}”.`);
  const row = await loadContractRow({ db, matchId: match.id });
  const terms = row ? readTerms(row.terms, ctx) : buildTerms(ctx);
  if (terms.deliverables.length === 0)
    throw conflict('The offer lists no deliverables; ask the brand to send a new offer.');

  const signedAt = new Date();
  const signature = {
    creatorSignatureName: signatureName.trim(),
    creatorSignedAt: signedAt.toISOString(),
    creatorSignedIp: ip,
  };
  const schedule = scheduleOf(terms, signedAt);
  return transitionMatch({
    db,
    match,
    action: 'sign_contract',
    actorId: user.id,
    note: `Signed by ${signature.creatorSignatureName}`,
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
};
