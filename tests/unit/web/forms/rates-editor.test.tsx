import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZCreatorRate } from '@schemas/creator-search';
import { RatesEditor } from '@/features/creator-profile/components/rates-editor';
import { authStore } from '@/lib/stores/auth-store';
import { json, recording } from '../setup/api';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';

const RATE_ID = '55555555-5555-4555-8555-555555555555';
const reel = ZCreatorRate.parse({
  id: RATE_ID,
  platform: 'instagram',
  deliverable_type: 'reel',
  rate_cents: 25_050,
  currency: 'USD',
});
const changes = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method !== 'GET');

const serveRates = () => {
  const api = recording();
  server.use(
    api.get('/influencer/rates/', () => json([reel])),
    api.patch('/influencer/rates/:id/', () => json(reel)),
    api.post('/influencer/rates/', () => json(reel)),
  );
  return api;
};

beforeEach(() => authStore.setState({ onboarding: { has_seen_new_rates_modal: true } }));
afterEach(() => authStore.getState().reset());

describe('rates editor', () => {
  it('shows a saved rate with its cents, as the summary beside it does', async () => {
    serveRates();
    renderScreen(<RatesEditor />);
    const field = await screen.findByRole('textbox', { name: 'Rate for Instagram Reel in USD' });
    expect((field as HTMLInputElement).value).toBe('250.50');
    expect(screen.getByText('$250.50 per deliverable.')).toBeTruthy();
  });

  it('refuses a rate with three decimals, in a changed row and a new one, sending nothing', async () => {
    const api = serveRates();
    const { user } = renderScreen(<RatesEditor />);
    const field = await screen.findByRole('textbox', { name: 'Rate for Instagram Reel in USD' });
    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most two decimals (cents), e.g. 12.35.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'tiktok');
    await user.type(screen.getByRole('textbox', { name: 'Rate (USD)' }), '80.125');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findAllByText('Use at most two decimals (cents), e.g. 12.35.')).toHaveLength(2);
    expect(changes(api)).toEqual([]);
  });
});
