import { ZWallet, type TWallet } from '@schemas/wallet';
import { brandStore, DEFAULT_SUBSCRIPTION } from '@/lib/stores/brand-store';

/** A wallet as the API describes it: $1,200 available from one top-up, nothing held. */
export const walletBody = (overrides: Partial<TWallet> = {}): TWallet =>
  ZWallet.parse({
    currency: 'USD',
    available_cents: 120_000,
    held_cents: 0,
    in_escrow_cents: 0,
    released_cents: 0,
    paid_out_cents: 0,
    refund_pending_cents: 0,
    refunded_cents: 0,
    topped_up_cents: 120_000,
    pending_payments_cents: 0,
    has_bought_creator_spend: true,
    platform_fee_bps: 800,
    min_top_up_cents: 5_000,
    ...overrides,
  });

/** The brand's plan as the web app knows it, with or without Creator Spend (the wallet's feature). */
export const planWithCreatorSpend = (hasCreatorSpend: boolean) =>
  brandStore.setState({
    subscription: {
      ...DEFAULT_SUBSCRIPTION,
      id: 'sub-1',
      allowed_features: { 'Creator Spend': hasCreatorSpend },
      lastChecked: Date.now(),
      isLoaded: true,
    },
  });
