import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUser } from '@schemas/user';
import { RefundDialog } from '@/features/wallet/components/refund-dialog';
import { TopUpForm } from '@/features/wallet/components/top-up-form';
import WalletPage from '@/features/wallet/routes/wallet-page';
import { authStore } from '@/lib/stores/auth-store';
import { brandStore } from '@/lib/stores/brand-store';
import { apiError, json, recording } from '../setup/api';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';
import { planWithCreatorSpend, walletBody } from '../setup/wallet';

const posted = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method === 'POST');

describe('top-up form', () => {
  it('refuses text that is no amount and an amount under the minimum, sending nothing', async () => {
    const api = recording();
    server.use(api.post('/brand/wallet/top-ups/', () => json({})));
    const { user } = renderScreen(<TopUpForm wallet={walletBody()} />);
    const amount = screen.getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Enter an amount in dollars, for example 500 or 1,250.50.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Top up at least $50.')).toBeTruthy();
    expect(posted(api)).toEqual([]);
  });

  it('sends the amount in cents, and shows the server’s amount_cents error on the dollars field', async () => {
    const api = recording();
    server.use(
      api.post('/brand/wallet/top-ups/', () =>
        apiError(400, {
          detail: 'Please check the form.',
          code: 'validation_error',
          fields: { amount_cents: ['That is more than one top-up can be.'] },
        }),
      ),
    );
    const { user } = renderScreen(<TopUpForm wallet={walletBody()} />);
    await user.click(screen.getByRole('button', { name: '$1,000' }));
    await user.click(screen.getByRole('button', { name: 'Top up $1,000.00' }));
    expect(await screen.findByText('That is more than one top-up can be.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' }).getAttribute('aria-invalid')).toBe('true');
    expect(posted(api).map((r) => r.body)).toEqual([{ amount_cents: 100_000 }]);
  });
});

describe('refund dialog', () => {
  it('refuses more than is available and sends an allowed amount in cents', async () => {
    const api = recording();
    server.use(
      api.post('/brand/wallet/refund/', () => json({ refund_ids: ['r1'], amount_cents: 25_050, wallet: walletBody() })),
    );
    const { user } = renderScreen(<RefundDialog open onClose={() => undefined} wallet={walletBody()} />);
    const amount = screen.getByRole('textbox', { name: 'Amount to refund (USD)' });
    expect((amount as HTMLInputElement).value).toBe('1200');
    await user.clear(amount);
    await user.type(amount, '1,500');
    await user.click(screen.getByRole('button', { name: 'Refund to card' }));
    expect(await screen.findByText('Only $1,200.00 is available.')).toBeTruthy();
    expect(posted(api)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '250.50');
    await user.click(screen.getByRole('button', { name: 'Refund to card' }));
    expect(await screen.findByText('$250.50 is on its way back to your card.')).toBeTruthy();
    expect(posted(api).map((r) => r.body)).toEqual([{ amount_cents: 25_050 }]);
  });

  it('shows a conflict from the server above the buttons', async () => {
    const api = recording();
    server.use(
      api.post('/brand/wallet/refund/', () =>
        apiError(409, { detail: 'These funds are already on their way back.', code: 'conflict' }),
      ),
    );
    const { user } = renderScreen(<RefundDialog open onClose={() => undefined} wallet={walletBody()} />);
    await user.click(screen.getByRole('button', { name: 'Refund to card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('These funds are already on their way back.');
  });
});

describe('wallet page', () => {
  afterEach(() => {
    authStore.getState().reset();
    brandStore.getState().reset();
  });

  const renderAs = (role: 'owner' | 'admin' | 'member', history: object[] = []) => {
    authStore.setState({ user: { id: 'u', profile_of: 'Brand', brand: { role } } as unknown as TUser });
    planWithCreatorSpend(true);
    const api = recording();
    const empty = { count: 0, next: null, previous: null, results: [] };
    server.use(
      api.get('/brand/wallet/', () => json(walletBody())),
      api.get('/brand/wallet/transactions/', () => json({ ...empty, count: history.length, results: history })),
      api.get('/brand/campaigns/', () => json({ ...empty, counts: {} })),
    );
    return renderScreen(<WalletPage />);
  };

  it('offers the refund only to those who manage billing: a member tops up but cannot send funds back', async () => {
    renderAs('member');
    expect(await screen.findByRole('button', { name: /^Top up/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund unused funds' })).toBeNull();
    cleanup();
    renderAs('admin');
    expect(await screen.findByRole('button', { name: 'Refund unused funds' })).toBeTruthy();
  });

  it('names the creator once in a movement, as the button that shows only theirs', async () => {
    const hold = {
      id: 't1',
      kind: 'hold',
      label: 'Held for the offer to Nina Sato',
      available_change_cents: -100_000,
      amount_cents: 100_000,
      currency: 'USD',
      campaign: { id: 'c1', title: 'Backcountry Camping Essentials' },
      creator: { id: 'n1', name: 'Nina Sato' },
      match_id: 'm1',
      created_at: '2026-12-07T02:10:00.000Z',
    };
    renderAs('owner', [hold]);
    const filter = await screen.findByRole('button', { name: 'Nina Sato', description: 'Show only Nina Sato' });
    expect(filter.parentElement!.textContent).toBe('Held for the offer to Nina Sato');
    expect(screen.getByRole('cell', { name: 'Held for the offer to Nina Sato' })).toBeTruthy();
  });
});
