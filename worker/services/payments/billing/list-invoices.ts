import { and, count, desc, eq, sql } from 'drizzle-orm';
import { brands, invoices, plans, users } from '../../../../db/schema';
import { inBatch, type Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { TInvoice, TReceipt } from '../../../schemas/billing';
import type { TPageQuery, TPaginated } from '../../../schemas/pagination';
import type { TUnlinkedPage } from '../../../lib/page-links';

const columns = {
  id: invoices.id,
  number: invoices.number,
  description: invoices.description,
  plan_name: plans.name,
  amount_cents: invoices.amountCents,
  currency: invoices.currency,
  status: invoices.status,
  issued_at: invoices.issuedAt,
  paid_at: invoices.paidAt,
  period_start: invoices.periodStart,
  period_end: invoices.periodEnd,
  card_brand: invoices.cardBrand,
  card_last4: invoices.cardLast4,
};

/** `GET /api/payment/brand/invoices/`: newest first, one round trip whatever the page size. */
export const listInvoices = async ({
  db,
  brandId,
  query,
}: {
  db: Db;
  brandId: string;
  query: TPageQuery;
}): Promise<TUnlinkedPage<TPaginated<TInvoice>>> => {
  const [rows, total] = await db.batch([
    db
      .select(columns)
      .from(invoices)
      .leftJoin(plans, eq(plans.id, invoices.planId))
      .where(eq(invoices.brandId, brandId))
      // Providers date invoices to the second; within one second the one recorded last is the newer (a sandbox
      // invoice number is random, so it cannot break the tie).
      .orderBy(desc(invoices.issuedAt), desc(sql`${invoices}.rowid`))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(invoices).where(eq(invoices.brandId, brandId)),
  ]);
  const n = total[0]?.n ?? 0;
  return { count: n, results: rows };
};

/** One invoice of this brand for the printable receipt; another brand's invoice is 404. */
export const loadReceipt = async ({
  db,
  brandId,
  invoiceId,
}: {
  db: Db;
  brandId: string;
  invoiceId: string;
}): Promise<TReceipt> => {
  const [row] = await inBatch(
    db,
    db
      .select({ ...columns, brand_name: brands.name, billed_to: users.email })
      .from(invoices)
      .innerJoin(brands, eq(brands.id, invoices.brandId))
      .leftJoin(users, eq(users.id, brands.ownerId))
      .leftJoin(plans, eq(plans.id, invoices.planId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.brandId, brandId)))
      .limit(1),
  );
  if (!row) throw new AppError('not_found', 'No such invoice.');
  return row;
};
