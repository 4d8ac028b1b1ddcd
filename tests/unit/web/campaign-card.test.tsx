import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCampaignSummary } from '@schemas/campaign';
import { CampaignGrid } from '@/features/brand-campaigns/components/campaign-card';
import { renderScreen } from './setup/render';

const summary = (overrides: Partial<TCampaignSummary>): TCampaignSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Winter Trail Test',
  status: 'active',
  platforms: ['instagram'],
  budget_cents: 500_000,
  currency: 'USD',
  start_date: '2027-01-20',
  end_date: '2027-02-10',
  visibility: 'public',
  created_at: '2026-12-07T02:00:00.000Z',
  published_at: '2026-12-07T02:00:00.000Z',
  creators_count: 1,
  applicants_count: 0,
  committed_cents: 0,
  ...overrides,
});

describe('a campaign card on the dashboard', () => {
  it('counts one creator in the singular and more in the plural', () => {
    renderScreen(
      <CampaignGrid
        campaigns={[
          summary({}),
          summary({ id: '22222222-2222-4222-8222-222222222222', title: 'Two', creators_count: 2 }),
        ]}
      />,
    );
    expect(screen.getByText('1 creator').tagName).toBe('LI');
    expect(screen.getByText('2 creators').tagName).toBe('LI');
  });
});
