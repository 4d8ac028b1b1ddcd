import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZMatchDetail, type TMatchDetail } from '@schemas/brand-matches';
import { ZCreatorRate } from '@schemas/creator-search';
import type { TUser } from '@schemas/user';
import ProposeRatesPage from '@/features/brand-campaigns/routes/propose-rates-page';
import { authStore } from '@/lib/stores/auth-store';
import { apiError, gate, json, recording } from '../setup/api';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';

const MATCH_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const CREATOR_ID = '33333333-3333-4333-8333-333333333333';

const match = (overrides: Partial<TMatchDetail> = {}): TMatchDetail =>
  ZMatchDetail.parse({
    id: MATCH_ID,
    campaign_id: CAMPAIGN_ID,
    campaign_title: 'Summer launch',
    status: 'applied',
    source: 'applied',
    offered_rate_cents: 45_000,
    offered_deliverables: [{ type: 'reel', platform: 'instagram', quantity: 2, due_days: 14 }],
    offer_message: null,
    currency: 'EUR',
    removal_reason_id: null,
    removal_note: null,
    status_changed_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-19T10:00:00.000Z',
    creator: {
      id: CREATOR_ID,
      name: 'Ada Creator',
      display_picture: null,
      bio: '',
      location: null,
      niches: [],
      languages: [],
      total_followers: 12_000,
      engagement_rate: 3.1,
      accounts: [],
      rate_min_cents: null,
      rate_max_cents: null,
      audience: null,
      credibility: null,
      is_saved: false,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    pitch: null,
    deliverables: [],
    contract: null,
    offers: [],
    transitions: [],
    allowed_actions: ['propose', 'remove'],
    ...overrides,
  });

/** The page's reads: the match, its campaign, the creator's rates; the money side panel is not under test. */
type TRange = { rate_min_cents: number | null; rate_max_cents: number | null };
const serveMatch = (detail: TMatchDetail, range: TRange = { rate_min_cents: null, rate_max_cents: null }) => {
  const api = recording();
  server.use(
    api.get('/brand/campaigns/matches/spent/', () => json({ results: [] })),
    api.get('/brand/campaign-match/:id/', () => json(detail)),
    api.get('/brand/campaigns/:id/', () => json({ id: CAMPAIGN_ID, deliverable_templates: [], ...range })),
    api.get('/influencer/profiles/:id/rates/', () =>
      json([
        ZCreatorRate.parse({
          id: '44444444-4444-4444-8444-444444444444',
          platform: 'instagram',
          deliverable_type: 'reel',
          rate_cents: 20_000,
          currency: 'EUR',
        }),
      ]),
    ),
  );
  return api;
};

const renderPage = () =>
  renderScreen(<ProposeRatesPage />, {
    path: '/brand/campaigns/:brandCampaignMatchId/propose-rates-deliverables',
    url: `/brand/campaigns/${MATCH_ID}/propose-rates-deliverables`,
  });
const sent = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method === 'POST');

beforeEach(() => authStore.setState({ user: { id: 'strategist', profile_of: 'Strategist' } as unknown as TUser }));
afterEach(() => authStore.getState().reset());

describe('propose rates', () => {
  it('prefills the offer and sends it in cents with the deliverables', async () => {
    const api = serveMatch(match());
    api.requests.length = 0;
    server.use(
      api.post('/brand/campaign/propose-rates-and-deliverables/', () => json({ id: MATCH_ID, status: 'proposed' })),
    );
    const { user } = renderPage();
    const fee = await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    expect((fee as HTMLInputElement).value).toBe('450');
    await user.clear(fee);
    await user.type(fee, '512.50');
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'reel');
    await user.type(screen.getByRole('textbox', { name: 'Message to the creator (optional)' }), 'Two reels, please');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to Ada Creator.')).toBeTruthy();
    expect(sent(api).map((r) => r.body)).toEqual([
      {
        brand_campaign_match_id: MATCH_ID,
        rate_cents: 51_250,
        message: 'Two reels, please',
        deliverables: [{ type: 'reel', platform: 'instagram', quantity: 2, due_days: 14 }],
      },
    ]);
    expect(await screen.findByText('Left the form')).toBeTruthy();
  });

  it('refuses a fee under 1.00 and an offer without deliverables, sending nothing', async () => {
    const api = serveMatch(match());
    server.use(
      api.post('/brand/campaign/propose-rates-and-deliverables/', () => json({ id: MATCH_ID, status: 'proposed' })),
    );
    const { user } = renderPage();
    const fee = await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    await user.clear(fee);
    await user.type(fee, '0.5');
    await user.click(screen.getByRole('button', { name: 'Remove deliverable 1' }));
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer at least 1.00.')).toBeTruthy();
    expect(screen.getByText('Add at least one deliverable.')).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(sent(api)).toEqual([]);
  });

  it('shows a saved offer with its cents and refuses three decimals instead of rounding them', async () => {
    const api = serveMatch(match({ offered_rate_cents: 25_050 }));
    server.use(
      api.post('/brand/campaign/propose-rates-and-deliverables/', () => json({ id: MATCH_ID, status: 'proposed' })),
    );
    const { user } = renderPage();
    const fee = await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    expect((fee as HTMLInputElement).value).toBe('250.50');
    await user.clear(fee);
    await user.type(fee, '12.345');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Use at most two decimals (cents), e.g. 12.35.')).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(sent(api)).toEqual([]);
  });

  it('notes an offer under the campaign’s range beside the fee and still sends it', async () => {
    const api = serveMatch(match({ offered_rate_cents: 40_000 }), { rate_min_cents: 30_000, rate_max_cents: 90_000 });
    server.use(
      api.post('/brand/campaign/propose-rates-and-deliverables/', () => json({ id: MATCH_ID, status: 'proposed' })),
    );
    const { user } = renderPage();
    const fee = await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    const note = screen.getByRole('status', { name: '' });
    expect(note.textContent).toBe('');
    await user.clear(fee);
    await user.type(fee, '12.35');
    expect(note.textContent).toBe(
      'This is under the campaign’s range of €300–€900. The creator may decline or counter; you can still send it.',
    );
    expect(fee.getAttribute('aria-describedby')).toContain(note.id);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to Ada Creator.')).toBeTruthy();
    expect(sent(api).map((r) => (r.body as { rate_cents: number }).rate_cents)).toEqual([1_235]);
  });

  it('validates each deliverable row on its own field', async () => {
    const api = serveMatch(match());
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    const due = screen.getAllByRole('spinbutton', { name: 'Due (days after signing)' });
    await user.clear(due[1]!);
    await user.type(due[1]!, '400');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('At most 365 days.')).toBeTruthy();
    expect(due[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(due[0]!.getAttribute('aria-invalid')).toBeNull();
    expect(sent(api)).toEqual([]);
  });

  it('shows an API field error on the field it names and a conflict above the button', async () => {
    const api = serveMatch(match());
    let answer = apiError(400, {
      detail: 'Please check the form.',
      code: 'validation_error',
      fields: { message: ['At most 2,000 characters.'] },
    });
    server.use(api.post('/brand/campaign/propose-rates-and-deliverables/', () => answer));
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('At most 2,000 characters.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Message to the creator (optional)' }).getAttribute('aria-invalid'),
    ).toBe('true');

    answer = apiError(409, { detail: 'The creator answered in the meantime.', code: 'conflict' });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('The creator answered in the meantime.')).toBeTruthy();
    expect(screen.queryByText('Left the form')).toBeNull();
  });

  it('keeps the send button busy while the offer is on its way', async () => {
    const api = serveMatch(match());
    const pending = gate();
    server.use(
      api.post('/brand/campaign/propose-rates-and-deliverables/', async () => {
        await pending.opened;
        return json({ id: MATCH_ID, status: 'proposed' });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Total fee (EUR)' });
    const send = screen.getByRole('button', { name: 'Send offer' });
    await user.click(send);
    await expect
      .poll(() => send.getAttribute('aria-busy') === 'true' || (send as HTMLButtonElement).disabled)
      .toBe(true);
    pending.open();
    expect(await screen.findByText('Offer sent to Ada Creator.')).toBeTruthy();
  });

  it('shows the agreed terms instead of a form once the match is contracted', async () => {
    serveMatch(match({ status: 'contracted', allowed_actions: [] }));
    renderPage();
    expect(await screen.findByText('This creator is under contract: the terms can no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
