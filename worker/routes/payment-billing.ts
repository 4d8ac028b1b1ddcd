import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter } from '../lib/openapi';
import { ZBilling, ZInvoicePage, ZReceipt } from '../schemas/billing';
import { ZPageQuery } from '../schemas/pagination';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { setCancelAtPeriodEnd } from '../services/payments/billing/cancel-subscription';
import { listInvoices, loadReceipt } from '../services/payments/billing/list-invoices';
import { loadBilling } from '../services/payments/billing/load-billing';
import { withPageLinks } from '../lib/page-links';
import { brandArea, brandContext, brandRoles } from '../http/brand-access';

const billing = brandArea(['payment']);
/** Cancel and resume: the brand acted for is resolved in the handler; the answer is the billing page after it. */
const subscriptionChange = (description: string) =>
  ({
    middleware: brandRoles,
    description,
    errors: [409],
    answer: 'The billing page after the change',
    session: 'fold',
  }) as const;
/** The brand acted for is set on the request, so a folded session check confirms it (and its role) in place. */
const setCancel = async (c: Context<AppEnv>, cancel: boolean) => {
  const acting = resolveActingBrand(authOf(c));
  c.set('actingBrand', acting);
  const { billing, announce } = await setCancelAtPeriodEnd({ db: c.get('db'), env: c.env, acting, cancel });
  // The sandbox reads its subscription to announce it: after the answer, so that read is not this request's.
  c.executionCtx.waitUntil(announce());
  return billing;
};

/** Billing (issue 9): plan, period, next charge, seats and card; invoices and receipts; cancel and resume. */
export const paymentBillingRoutes = createRouter()
  .openapi(billing.read('/payment/brand/billing/', ZBilling), async (c) => {
    const { db, acting } = brandContext(c);
    return c.json(await loadBilling({ db, acting }), 200);
  })
  .openapi(billing.read('/payment/brand/invoices/', ZInvoicePage, { request: { query: ZPageQuery } }), async (c) => {
    const { db, brandId } = brandContext(c);
    const query = c.req.valid('query');
    return c.json(withPageLinks(c.req.url, query, await listInvoices({ db, brandId, query })), 200);
  })
  .openapi(
    billing.read('/payment/brand/invoices/{id}/', ZReceipt, {
      request: { params: z.object({ id: z.uuid() }) },
      answer: 'One invoice with what the printable receipt shows',
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadReceipt({ db, brandId, invoiceId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    billing.write(
      'post',
      '/payment/brand/subscription/cancel/',
      ZBilling,
      subscriptionChange('Ends the paid plan at the end of the paid period'),
    ),
    async (c) => c.json(await setCancel(c, true), 200),
  )
  .openapi(
    billing.write(
      'post',
      '/payment/brand/subscription/resume/',
      ZBilling,
      subscriptionChange('Keeps a plan that was set to end'),
    ),
    async (c) => c.json(await setCancel(c, false), 200),
  );
