import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPayoutAccount } from '@schemas/creator-payments';
import { PayoutAccountCard } from '@/features/creator-payments/components/payout-account-card';
import { renderScreen } from './setup/render';

const account = (status: TPayoutAccount['status']): TPayoutAccount => ({
  status,
  can_receive_payouts: false,
  missing: [],
  bank_last4: '6789',
});

describe('payout account card', () => {
  it('right after the hosted set-up, a pending account reads as being checked, not as unfinished', () => {
    renderScreen(<PayoutAccountCard account={account('pending')} justSubmitted />);
    expect(screen.getByText(/checking the details you sent/)).toBeTruthy();
    expect(screen.queryByText(/not finished/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish payout set-up' })).toBeNull();
  });

  it('a pending account seen later still asks to finish the set-up', () => {
    renderScreen(<PayoutAccountCard account={account('pending')} />);
    expect(screen.getByText(/not finished yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish payout set-up' })).toBeTruthy();
  });
});
