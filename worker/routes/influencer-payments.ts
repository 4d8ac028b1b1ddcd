import { createRouter } from '../lib/openapi';
import { ZCreatorMatchPayment, ZCreatorPayments, ZPayoutAccount, ZPayoutOnboarding } from '../schemas/creator-payments';
import { creatorPaymentsCsv, loadCreatorMatchPayment, loadCreatorPayments } from '../services/payouts/creator-payments';
import { loadPayoutAccount, startPayoutOnboarding } from '../services/payouts/payout-account';
import { creatorArea, creatorContext, ZIdParam } from '../http/creator-access';
import { csvFile } from '../http/route-area';

/** The creator's money: 404 where their profile is missing. */
const payments = creatorArea(['creator: payments']);
const withProfile = { errors: [404] } as const;

export const influencerPaymentRoutes = createRouter()
  .openapi(
    payments.read('/influencer/payments/', ZCreatorPayments, {
      summary: 'In escrow for you, available, paid out, payout account and history',
      ...withProfile,
    }),
    async (c) => c.json(await loadCreatorPayments(creatorContext(c)), 200),
  )
  .openapi(
    payments.csv('/influencer/payments.csv', { summary: 'The payments history as CSV', ...withProfile }),
    async (c) => csvFile(c, await creatorPaymentsCsv(creatorContext(c)), 'payments.csv'),
  )
  .openapi(
    payments.read('/influencer/payments/{id}/', ZCreatorMatchPayment, {
      summary: 'The payment of one collaboration (by match id): amounts, fee, deliverables, timeline',
      request: { params: ZIdParam },
      ...withProfile,
    }),
    async (c) => c.json(await loadCreatorMatchPayment({ ...creatorContext(c), matchId: c.req.valid('param').id }), 200),
  )
  .openapi(
    payments.read('/influencer/payout-account/', ZPayoutAccount, {
      summary: 'The payout account: not_started, pending, enabled or restricted (with what is missing)',
      ...withProfile,
    }),
    async (c) => c.json(await loadPayoutAccount(creatorContext(c)), 200),
  )
  .openapi(
    payments.write('post', '/influencer/payout-account/onboarding/', ZPayoutOnboarding, {
      summary: 'A hosted onboarding link (name, country, bank, tax form); returns to Settings → Payments',
      ...withProfile,
      session: 'fold',
    }),
    async (c) => {
      const returnUrl = `${new URL(c.req.url).origin}/creator/settings/payments?payouts=ready`;
      const link = await startPayoutOnboarding({ ...creatorContext(c), env: c.env, country: 'US', returnUrl });
      return c.json({ url: link.url }, 200);
    },
  );
