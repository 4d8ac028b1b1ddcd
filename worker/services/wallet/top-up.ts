import { and, eq } from 'drizzle-orm';
import { subscriptions, walletTopUps } from '../../../db/schema';
import type { Env } from '../../env';
import { inBatch, type Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { WALLET_CURRENCY, type TTopUp } from '../../schemas/wallet';
import { providerForEnv } from '../payments/provider/provider-for-env';
import { paths } from '../../schemas/app-paths';

type TopUpRow = typeof walletTopUps.$inferSelect;

export const toTopUp = (row: TopUpRow): TTopUp => ({
  id: row.id,
  amount_cents: row.amountCents,
  currency: row.currency,
  status: row.status,
  checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
  created_at: row.createdAt,
  paid_at: row.paidAt,
});

const byKey = async (db: Db, brandId: string, key: string) =>
  (
    await db
      .select()
      .from(walletTopUps)
      .where(and(eq(walletTopUps.brandId, brandId), eq(walletTopUps.idempotencyKey, key)))
      .limit(1)
  )[0];

/**
 * Opens a checkout in `payment` mode for a top-up (from $50). The wallet is credited only by the provider's
 * `checkout.session.completed` webhook, never here. A retried request with the same Idempotency-Key returns the
 * same top-up and checkout.
 */
export const startTopUp = async ({
  db,
  env,
  brandId,
  actorId,
  email,
  amountCents,
  idempotencyKey,
  origin,
}: {
  db: Db;
  env: Env;
  brandId: string;
  actorId: string;
  email: string;
  amountCents: number;
  idempotencyKey?: string;
  origin: string;
}): Promise<TTopUp> => {
  const key = idempotencyKey ?? crypto.randomUUID();
  const existing = await byKey(db, brandId, key);
  if (existing) return toTopUp(existing);
  const [row] = await db
    .insert(walletTopUps)
    .values({ brandId, amountCents, currency: WALLET_CURRENCY, idempotencyKey: key, createdBy: actorId })
    .onConflictDoNothing()
    .returning();
  if (!row) return toTopUp((await byKey(db, brandId, key))!);
  const [sub] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.brandId, brandId))
    .limit(1);
  const session = await providerForEnv({ env, db }).createCheckoutSession({
    mode: 'payment',
    brandId,
    customerEmail: email,
    customerId: sub?.customerId ?? null,
    lineItem: { name: 'Creator spend top-up', amountCents, currency: WALLET_CURRENCY },
    successUrl: `${origin}${paths.brand.creatorSpendSuccess.getHref()}?top_up=${row.id}`,
    cancelUrl: `${origin}/brand/wallet?top_up=canceled`,
    metadata: { purpose: 'wallet_top_up', brand_id: brandId, top_up_id: row.id },
    idempotencyKey: `wallet_top_up:${row.id}`,
  });
  const [updated] = await db
    .update(walletTopUps)
    .set({ providerSessionId: session.id, checkoutUrl: session.url })
    .where(eq(walletTopUps.id, row.id))
    .returning();
  return toTopUp(updated!);
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
