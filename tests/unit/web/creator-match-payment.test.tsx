import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCreatorMatchPayment } from '@schemas/creator-payments';
import PaymentRequestedPage from '@/features/creator-payments/routes/payment-requested-page';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const MATCH_ID = '44444444-4444-4444-8444-444444444444';

const deliverable = (
  id: string,
  platform: 'instagram' | 'youtube',
  type: 'reel' | 'video',
  released: boolean,
): TCreatorMatchPayment['deliverables'][number] => ({
  id,
  platform,
  type,
  status: released ? 'approved' : 'pending',
  release_on: 'approval',
  price_cents: 60_000,
  fee_cents: 4_800,
  net_cents: 55_200,
  payout_status: released ? 'waiting_for_account' : 'in_escrow',
  failure_message: null,
});

/** A $1,200 contract at 8 %: one $600 part released ($552 to the creator), one still in escrow. */
const PAYMENT: TCreatorMatchPayment = {
  match_id: MATCH_ID,
  campaign: { id: '55555555-5555-4555-8555-555555555555', title: 'National Parks Road Trip' },
  brand_name: 'Acme Outdoors',
  match_status: 'contracted',
  currency: 'USD',
  funded: true,
  funds_secured: true,
  amount_cents: 120_000,
  platform_fee_bps: 800,
  fee_cents: 9_600,
  net_cents: 110_400,
  in_escrow_cents: 60_000,
  released_cents: 55_200,
  paid_out_cents: 0,
  deliverables: [
    deliverable('66666666-6666-4666-8666-666666666661', 'youtube', 'video', true),
    deliverable('66666666-6666-4666-8666-666666666662', 'instagram', 'reel', false),
  ],
  timeline: [],
  payout_account: { status: 'not_started', bank_last4: null, missing: [], can_receive_payouts: false },
};

describe('a collaboration’s payment, as the creator reads it', () => {
  it('names each part as the rest of the app does and says the escrow is before the fee the parts are shown after', async () => {
    const api = recording();
    server.use(api.get(`/influencer/payments/${MATCH_ID}/`, () => json(PAYMENT)));
    renderScreen(<PaymentRequestedPage />, {
      path: '/creator/payment-requested/:uuid',
      url: `/creator/payment-requested/${MATCH_ID}`,
    });
    expect(await screen.findByText('YouTube Video · paid when approved')).toBeTruthy();
    expect(screen.getByText('Instagram Reel · paid when approved')).toBeTruthy();
    expect(screen.queryByText(/youtube video · paid on approval/)).toBeNull();
    // $600 in escrow beside $552 rows: the label says which figure carries the fee.
    expect(screen.getByText('In escrow, before the fee')).toBeTruthy();
    expect(screen.getByText('$600.00')).toBeTruthy();
    expect(screen.getAllByText('$552.00')).toHaveLength(2);
  });
});
