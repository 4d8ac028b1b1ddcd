import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TUser } from '@schemas/user';
import { useProposeRates } from '@/features/brand-campaigns/api/match-actions';
import { formatMoney } from '@/lib/format';
import { useWallet } from '@/lib/queries/get-wallet';
import { authStore } from '@/lib/stores/auth-store';
import { brandStore } from '@/lib/stores/brand-store';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';
import { planWithCreatorSpend, walletBody } from './setup/wallet';

const MATCH_ID = '11111111-1111-4111-8111-111111111111';

const WalletTile = () => {
  const wallet = useWallet();
  return <p>{`Available ${wallet.data ? formatMoney(wallet.data.available_cents) : '…'}`}</p>;
};

/** The wallet on one screen, the offer sent from another: the wallet is off screen when the offer goes out. */
const WalletThenOffer = () => {
  const [showWallet, setShowWallet] = useState(true);
  const propose = useProposeRates();
  const offer = { brand_campaign_match_id: MATCH_ID, rate_cents: 30_000, deliverables: [] };
  return (
    <>
      {showWallet && <WalletTile />}
      <button onClick={() => setShowWallet((shown) => !shown)}>Toggle the wallet</button>
      <button onClick={() => void propose.mutateAsync(offer)}>Send offer</button>
      {propose.isSuccess && <p>Offer sent</p>}
    </>
  );
};

beforeEach(() => {
  authStore.setState({ user: { profile_of: 'Brand' } as TUser });
  planWithCreatorSpend(true);
});
afterEach(() => {
  authStore.setState({ user: null });
  brandStore.getState().reset();
});

describe('an offer and the wallet', () => {
  it('brings the wallet up to date before the brand looks at it again, so it never opens on the old figures', async () => {
    const api = recording();
    let wallet = walletBody();
    server.use(
      api.get('/brand/wallet/', () => json(wallet)),
      api.post('/brand/campaign/propose-rates-and-deliverables/', () => {
        wallet = walletBody({ available_cents: 90_000, held_cents: 30_000, pending_payments_cents: 30_000 });
        return json({ id: MATCH_ID, status: 'proposed' });
      }),
    );
    const { user } = renderScreen(<WalletThenOffer />);
    expect(await screen.findByText('Available $1,200')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Toggle the wallet' }));

    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/brand/wallet/'))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Toggle the wallet' }));

    expect(screen.getByText('Available $900')).toBeTruthy();
  });
});
