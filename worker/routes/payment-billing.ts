import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { z } from 'zod';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZBilling, ZInvoicePage, ZReceipt } from '../schemas/billing';
import { ZPageQuery } from '../schemas/pagination';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { setCancelAtPeriodEnd } from '../services/payments/billing/cancel-subscription';
import { listInvoices, loadReceipt } from '../services/payments/billing/list-invoices';
import { loadBilling } from '../services/payments/billing/load-billing';
import { withPageLinks } from '../lib/page-links';
import { brandAccess, brandContext } from '../http/brand-access';

const tags = ['payment'];
const brandOnly = [requireUser, requireRole('Brand', 'Strategist')];

const cancelRoute = <P extends string>(path: P, description: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    middleware: brandOnly,
    description,
    responses: {
      200: jsonContent(ZBilling, 'The billing page after the change'),
      ...errorResponses(401, 403, 404, 409),
    },
  });

/** Billing (issue 9): plan, period, next charge, seats and card; invoices and receipts; cancel and resume. */
export const paymentBillingRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/payment/brand/billing/',
        tags,
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZBilling), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, acting } = brandContext(c);
      return c.json(await loadBilling({ db, acting }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/payment/brand/invoices/',
        tags,
        middleware: [...brandAccess],
        request: { query: ZPageQuery },
        responses: { 200: jsonContent(ZInvoicePage), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const query = c.req.valid('query');
      return c.json(withPageLinks(c.req.url, query, await listInvoices({ db, brandId, query })), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/payment/brand/invoices/{id}/',
        tags,
        middleware: [...brandAccess],
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: jsonContent(ZReceipt, 'One invoice with what the printable receipt shows'),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadReceipt({ db, brandId, invoiceId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    cancelRoute('/payment/brand/subscription/cancel/', 'Ends the paid plan at the end of the paid period'),
    async (c) => {
      const db = c.get('db');
      const acting = resolveActingBrand(authOf(c));
      await setCancelAtPeriodEnd({ db, env: c.env, acting, cancel: true });
      return c.json(await loadBilling({ db, acting }), 200);
    },
  )
  .openapi(cancelRoute('/payment/brand/subscription/resume/', 'Keeps a plan that was set to end'), async (c) => {
    const db = c.get('db');
    const acting = resolveActingBrand(authOf(c));
    await setCancelAtPeriodEnd({ db, env: c.env, acting, cancel: false });
    return c.json(await loadBilling({ db, acting }), 200);
  });
