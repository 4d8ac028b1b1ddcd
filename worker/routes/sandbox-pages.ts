import { Hono } from 'hono';
import { z } from 'zod';
import { assertEnv, type Env } from '../env';
import { createDb } from '../lib/db';
import { checkCard } from '../services/payments/provider/sandbox/card';
import {
  cancelSandboxCheckout,
  loadCheckoutSession,
  paySandboxCheckout,
} from '../services/payments/provider/sandbox/checkout-actions';
import {
  finishOnboarding,
  loadSandboxAccount,
  normaliseBankAccount,
  saveAccountDetails,
} from '../services/payments/provider/sandbox/connect-actions';
import { deliveryFrom } from '../services/payments/provider/sandbox/deliver';
import { checkoutClosedPage, checkoutPage } from '../services/payments/provider/sandbox/pages/checkout-page';
import {
  COUNTRY_CODES,
  connectDetailsPage,
  connectTaxPage,
} from '../services/payments/provider/sandbox/pages/connect-page';
import { esc, hostedPage, SANDBOX_STYLESHEET } from '../services/payments/provider/sandbox/pages/html';
import { isSandboxEnabled } from '../services/payments/provider/provider-for-env';

const ZId = z.string().regex(/^[a-z]+_[a-z0-9]{8,40}$/);

const missing = () =>
  hostedPage({
    title: 'Not found',
    banner: 'Sandbox mode.',
    body: '<main class="pay narrow"><h1>This page does not exist or has expired</h1><p><a href="/">Return to Social Loop</a></p></main>',
  });

/** Only our own origin: a sandbox page never redirects anywhere else. */
const sameOrigin = (env: Env, url: string | null | undefined) => {
  try {
    const target = new URL(url ?? '/', env.PUBLIC_URL);
    return target.origin === new URL(env.PUBLIC_URL).origin ? target.toString() : env.PUBLIC_URL;
  } catch {
    return env.PUBLIC_URL;
  }
};

const deliveryFields = (get: (k: string) => string | undefined | null) =>
  Object.fromEntries(['delivery', 'copies'].flatMap((k) => (get(k) ? [[k, String(get(k))]] : [])));

/**
 * The sandbox provider's hosted pages (PAYMENT_PROVIDER=sandbox, never in production): checkout and payout
 * onboarding. Plain forms, no scripts. `?delivery=reversed|shuffled&copies=N` on a checkout page makes the
 * provider deliver its webhooks out of order and repeatedly (tests).
 */
export const sandboxPages = new Hono<{ Bindings: Env }>()
  .get('/dev/checkout/sandbox.css', (c) =>
    c.body(SANDBOX_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )
  .use('*', async (c, next) => {
    if (!isSandboxEnabled(c.env)) return c.html(missing(), 404);
    await next();
  })
  .get('/dev/checkout/:id', async (c) => {
    const id = ZId.safeParse(c.req.param('id'));
    const session = id.success ? await loadCheckoutSession({ db: createDb(assertEnv(c.env)), id: id.data }) : null;
    if (!session) return c.html(missing(), 404);
    if (session.status !== 'open') return c.html(checkoutClosedPage(session));
    return c.html(checkoutPage(session, { delivery: deliveryFields((k) => c.req.query(k)) }));
  })
  .post('/dev/checkout/:id', async (c) => {
    const db = createDb(assertEnv(c.env));
    const id = ZId.safeParse(c.req.param('id'));
    const session = id.success ? await loadCheckoutSession({ db, id: id.data }) : null;
    if (!session) return c.html(missing(), 404);
    const form = await c.req.parseBody();
    const get = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : undefined);
    const delivery = deliveryFields(get);
    const action = get('action');
    if (action === 'cancel') return c.redirect(sameOrigin(c.env, await cancelSandboxCheckout({ db, session })), 303);
    if (session.status !== 'open') return c.html(checkoutClosedPage(session));
    if (action === 'decline')
      return c.html(
        checkoutPage(session, {
          error: 'Your card was declined. Try another card.',
          card: get('card_number'),
          delivery,
        }),
        402,
      );
    const card = checkCard(get('card_number'));
    if (!card.ok)
      return c.html(checkoutPage(session, { error: card.message, card: get('card_number'), delivery }), 402);
    const next = await paySandboxCheckout({ db, env: c.env, session, card, delivery: deliveryFrom(get) });
    return c.redirect(sameOrigin(c.env, next), 303);
  })
  .get('/dev/connect/:id', async (c) => {
    const id = ZId.safeParse(c.req.param('id'));
    const account = id.success ? await loadSandboxAccount({ db: createDb(assertEnv(c.env)), id: id.data }) : null;
    if (!account) return c.html(missing(), 404);
    return c.html(
      c.req.query('step') === 'tax' && account.legalName ? connectTaxPage(account) : connectDetailsPage(account),
    );
  })
  .post('/dev/connect/:id', async (c) => {
    const db = createDb(assertEnv(c.env));
    const id = ZId.safeParse(c.req.param('id'));
    const account = id.success ? await loadSandboxAccount({ db, id: id.data }) : null;
    if (!account) return c.html(missing(), 404);
    const form = await c.req.parseBody();
    const get = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '');
    if (get('step') === 'details') {
      const legalName = get('legal_name');
      const country = get('country').toUpperCase();
      const bank = normaliseBankAccount(get('bank_account'));
      const error =
        !legalName || legalName.length > 120
          ? 'Enter your legal name.'
          : !COUNTRY_CODES.has(country)
            ? 'Choose your country.'
            : !bank.ok
              ? bank.message
              : null;
      if (error || !bank.ok)
        return c.html(connectDetailsPage({ ...account, legalName: legalName || null }, error ?? undefined), 400);
      await saveAccountDetails({ db, account, input: { legalName, country, bankAccount: bank.value } });
      return c.redirect(`/dev/connect/${esc(account.id)}?step=tax`, 303);
    }
    if (!account.legalName) return c.redirect(`/dev/connect/${esc(account.id)}`, 303);
    if (get('certify') !== 'yes' || !get('signature'))
      return c.html(connectTaxPage(account, 'Tick the certification and type your legal name to sign.'), 400);
    await finishOnboarding({ db, env: c.env, account, delivery: deliveryFrom((k) => get(k) || undefined) });
    return c.redirect(sameOrigin(c.env, account.returnUrl), 303);
  });
