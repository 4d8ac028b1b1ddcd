import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TOrganizationCampaign } from '@schemas/internal-organizations';
import type { TUser } from '@schemas/user';
import { OrganizationCampaigns } from '@/features/internal-organizations/components/organization-campaigns';
import { authStore } from '@/lib/stores/auth-store';
import { renderScreen } from './setup/render';

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Outdoors' };
const NORTHWIND = { id: '22222222-2222-4222-8222-222222222222', name: 'Northwind Foods' };
const CAMPAIGN_ID = '33333333-3333-4333-8333-333333333333';
const OVERVIEW = `/brand/campaigns/detail/${CAMPAIGN_ID}`;

/** A finished campaign of Acme's (no check-in schedule to load). */
const campaign: TOrganizationCampaign = {
  id: CAMPAIGN_ID,
  title: 'Fall Hiking Boots 2026',
  status: 'completed',
  is_managed: false,
  start_date: '2026-08-09',
  end_date: '2026-10-08',
  budget_cents: 2_000_000,
  committed_cents: 165_000,
  paid_cents: 165_000,
  currency: 'USD',
  health: {
    level: 'idle',
    reasons: [],
    creators: { pipeline: 0, contracted: 0, completed: 3 },
    deliverables: { total: 3, done: 3, late: 0, waiting_review: 0, overdue_review: 0 },
    offers_waiting: 0,
  },
  checkin: null,
};

const signedIn = (user: Partial<TUser>, selectedBrand: { id: string; name: string } | null) =>
  authStore.setState({ user: { managed_brands: [], ...user } as TUser, selectedBrand });
const renderAcmeCampaigns = () => renderScreen(<OrganizationCampaigns brandId={ACME.id} campaigns={[campaign]} />);
const titleLink = () => screen.queryByRole('link', { name: 'Fall Hiking Boots 2026' });

afterEach(() => authStore.setState({ user: null, selectedBrand: null }));

describe('a campaign on the organization page', () => {
  it('opens its overview for the strategist acting for its brand', async () => {
    signedIn({ profile_of: 'Strategist', managed_brands: [ACME, NORTHWIND] }, ACME);
    renderAcmeCampaigns();
    await screen.findByText('Fall Hiking Boots 2026');
    expect(titleLink()?.getAttribute('href')).toBe(OVERVIEW);
  });

  it('opens through the brand choice, which picks its brand, for a strategist acting for another brand', async () => {
    signedIn({ profile_of: 'Strategist', managed_brands: [ACME, NORTHWIND] }, NORTHWIND);
    renderAcmeCampaigns();
    await screen.findByText('Fall Hiking Boots 2026');
    expect(titleLink()?.getAttribute('href')).toBe(`/internal/select-brand?next=${encodeURIComponent(OVERVIEW)}`);
  });

  it('is a title alone for staff, who act for no brand', async () => {
    signedIn({ profile_of: 'Staff', is_staff: true } as Partial<TUser>, null);
    renderAcmeCampaigns();
    await screen.findByText('Fall Hiking Boots 2026');
    expect(titleLink()).toBeNull();
  });
});
