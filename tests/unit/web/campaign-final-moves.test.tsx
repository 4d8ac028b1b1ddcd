import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZCampaignDetail, type TCampaignDetail } from '@schemas/campaign';
import CampaignDetailPage from '@/features/brand-campaigns/routes/campaign-detail-page';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const CAMPAIGN_ID = '11111111-1111-4111-8111-111111111111';

/** An active campaign with two creators under contract, an open offer and two invitations, as the API describes it. */
const campaign = (overrides: Partial<TCampaignDetail> = {}): TCampaignDetail =>
  ZCampaignDetail.parse({
    id: CAMPAIGN_ID,
    brand_id: '22222222-2222-4222-8222-222222222222',
    title: 'Summit Jacket Launch',
    brief: 'Launch of the Summit shell jacket, shown in real weather.',
    objectives: ['awareness'],
    platforms: ['instagram'],
    deliverable_templates: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 10 }],
    budget_cents: 4_000_000,
    currency: 'USD',
    rate_min_cents: 25_000,
    rate_max_cents: 250_000,
    start_date: '2026-12-06',
    end_date: '2027-01-20',
    target_niches: [],
    target_location_ids: [],
    follower_min: null,
    follower_max: null,
    visibility: 'public',
    status: 'active',
    review_window_days: 3,
    revision_rounds: 2,
    is_managed: false,
    created_at: '2026-10-13T10:00:00.000Z',
    updated_at: null,
    published_at: '2026-10-18T10:00:00.000Z',
    creators_by_status: { contracted: 2, proposed: 1, invited: 2 },
    committed_cents: 95_000,
    offered_cents: 70_000,
    held_cents: 70_000,
    paid_cents: 0,
    pending_pitches: 0,
    timeline: [],
    edit_blocked_reason: null,
    delete_blocked_reason: 'Creators are under contract for this campaign.',
    ...overrides,
  });

const renderDetail = () => {
  const api = recording();
  server.use(
    api.get('/brand/campaigns/:id/', () => json(campaign())),
    api.patch('/brand/campaign/update/:id/', (body) => json(campaign(body as Partial<TCampaignDetail>))),
  );
  const rendered = renderScreen(<CampaignDetailPage />, {
    path: '/brand/campaigns/detail/:uuid',
    url: `/brand/campaigns/detail/${CAMPAIGN_ID}`,
  });
  return { ...rendered, api };
};
const patched = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method === 'PATCH');

describe('the campaign’s final moves (complete, archive)', () => {
  it('asks before archiving, says it is final and what it settles, and sends nothing when the brand keeps it', async () => {
    const { user, api } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this campaign?' });
    expect(dialog.textContent).toContain('This cannot be undone');
    expect(dialog.textContent).toContain(
      '1 open offer ($700) will be withdrawn and the $700 held for it returned to your wallet; 2 invitations will be closed.',
    );
    expect(dialog.textContent).toContain('2 creators under contract can still finish their work and be paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog', { name: 'Archive this campaign?' })).toBeNull();
    expect(patched(api)).toEqual([]);
  });

  it('marks the campaign completed only once confirmed', async () => {
    const { user, api } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    expect(patched(api)).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Mark this campaign completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Campaign completed. $700 is back in your wallet.')).toBeTruthy();
    expect(patched(api).map((r) => r.body)).toEqual([{ status: 'completed' }]);
  });
});
