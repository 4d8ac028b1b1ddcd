import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TMatchDetail } from '@schemas/brand-matches';
import type { TUser } from '@schemas/user';
import { OfferMoney } from '@/features/brand-campaigns/components/offer-money';
import WalletPage from '@/features/wallet/routes/wallet-page';
import { authStore } from '@/lib/stores/auth-store';
import { brandStore } from '@/lib/stores/brand-store';
import { apiError, json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';
import { planWithCreatorSpend, walletBody } from './setup/wallet';

const MATCH = { id: '33333333-3333-4333-8333-333333333333', currency: 'USD' } as TMatchDetail;

const WALLET = walletBody({ available_cents: 250_000 });

/** A brand user on a plan with or without Creator Spend, and the API as the server answers it for that plan. */
const brandOnPlan = (hasCreatorSpend: boolean) => {
  authStore.setState({ user: { profile_of: 'Brand' } as TUser });
  planWithCreatorSpend(hasCreatorSpend);
  const api = recording();
  server.use(
    api.get('/brand/wallet/', () =>
      hasCreatorSpend
        ? json(WALLET)
        : apiError(403, { detail: 'Your plan does not include Creator Spend.', code: 'feature_not_in_plan' }),
    ),
    api.get('/brand/campaigns/matches/spent/', () => json({ count: 0, next: null, previous: null, results: [] })),
  );
  return api;
};

const walletReads = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.path === '/api/brand/wallet/');

describe('the wallet is asked for only when the plan has Creator Spend', () => {
  afterEach(() => {
    authStore.setState({ user: null });
    brandStore.getState().reset();
  });

  it('the offer screen of a brand paying creators directly never reads the wallet', async () => {
    const api = brandOnPlan(false);
    renderScreen(<OfferMoney match={MATCH} rateCents={50_000} editing />);
    expect(await screen.findByText('You pay this creator directly.')).toBeTruthy();
    await screen.findByText('$500.00');
    expect(walletReads(api)).toEqual([]);
  });

  it('the offer screen of a Creator Spend brand shows what the wallet has', async () => {
    const api = brandOnPlan(true);
    renderScreen(<OfferMoney match={MATCH} rateCents={50_000} editing />);
    expect(await screen.findByText('$2,500.00')).toBeTruthy();
    expect(walletReads(api)).toHaveLength(1);
  });

  it('the wallet page of a plan without Creator Spend offers the plan without asking for the wallet', async () => {
    const api = brandOnPlan(false);
    renderScreen(<WalletPage />, { path: '/brand/wallet' });
    expect(await screen.findByText('Pay creators through Social Loop')).toBeTruthy();
    expect(walletReads(api)).toEqual([]);
  });
});
