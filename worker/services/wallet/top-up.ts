import { and, eq } from 'drizzle-orm';
import { subscriptions, walletTopUps } from '../../../db/schema';
import type { Env } from '../../env';
import { inBatch, type Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { WALLET_CURRENCY, type TTopUp } from '../../schemas/wallet';
import { providerForEnv } from '../payments/provider/provider-for-env';
import { paths } from '../../schemas/app-paths';

type TopUpRow = typeof walletTopUps.$inferSelect;

const toTopUp = (row: TopUpRow): TTopUp => ({
  id: row.id,
  amount_cents: row.amountCents,
  currency: row.currency,
  status: row.status,
  checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
  created_at: row.createdAt,
  paid_at: row.paidAt,
});

const byKey = (db: Db, brandId: string, key: string) =>
  db
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.brandId, brandId), eq(walletTopUps.idempotencyKey, key)))
    .limit(1);

/**
 * Opens a checkout in `payment` mode for a top-up (from $50). The wallet is credited only by the provider's
 * `checkout.session.completed` webhook, never here. A retried request with the same Idempotency-Key returns the
 * same top-up and checkout.
 *
 * Two round trips (issue 15): one read (the top-up this key already started, the brand's provider customer; on a
 * folded request the session rides in it, so `actor` is complete only after it), then the provider's call (Stripe:
 * HTTP; the sandbox: nothing) and one guarded batch that inserts the top-up with its checkout and the provider's own
 * rows. Of two requests racing with one key, one inserts and the other answers with its top-up.
 */
export const startTopUp = async ({
  db,
  env,
  brandId,
  actor,
  amountCents,
  idempotencyKey,
  origin,
}: {
  db: Db;
  env: Env;
  brandId: string;
  actor: { id: string; email: string };
  amountCents: number;
  idempotencyKey?: string;
  origin: string;
}): Promise<TTopUp> => {
  const key = idempotencyKey ?? crypto.randomUUID();
  const [[existing], [sub]] = await db.batch([
    byKey(db, brandId, key),
    db
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.brandId, brandId))
      .limit(1),
  ]);
  if (existing) return toTopUp(existing);
  const id = crypto.randomUUID();
  const session = await providerForEnv({ env, db }).createCheckoutSession({
    mode: 'payment',
    brandId,
    customerEmail: actor.email,
    customerId: sub?.customerId ?? null,
    lineItem: { name: 'Creator spend top-up', amountCents, currency: WALLET_CURRENCY },
    successUrl: `${origin}${paths.brand.creatorSpendSuccess.getHref()}?top_up=${id}`,
    cancelUrl: `${origin}/brand/wallet?top_up=canceled`,
    metadata: { purpose: 'wallet_top_up', brand_id: brandId, top_up_id: id },
    idempotencyKey: `wallet_top_up:${id}`,
  });
  try {
    const [[row]] = await runGuardedBatch(
      db,
      [
        db
          .insert(walletTopUps)
          .values({
            id,
            brandId,
            amountCents,
            currency: WALLET_CURRENCY,
            idempotencyKey: key,
            createdBy: actor.id,
            providerSessionId: session.id,
            checkoutUrl: session.url,
          })
          .onConflictDoNothing()
          .returning(),
        abortUnlessChanged(db),
        ...session.writes,
      ],
      'Another request with this Idempotency-Key started the top-up.',
    );
    return toTopUp(row!);
  } catch (e) {
    const [raced] = e instanceof AppError && e.code === 'conflict' ? await byKey(db, brandId, key) : [];
    if (!raced) throw e;
    return toTopUp(raced);
  }
};

export const loadTopUp = async ({ db, brandId, id }: { db: Db; brandId: string; id: string }) => {
  const [row] = await inBatch(
    db,
    db
      .select()
      .from(walletTopUps)
      .where(and(eq(walletTopUps.id, id), eq(walletTopUps.brandId, brandId)))
      .limit(1),
  );
  if (!row) throw notFound('top-up');
  return toTopUp(row);
};
