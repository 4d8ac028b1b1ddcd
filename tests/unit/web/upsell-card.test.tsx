import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUser } from '@schemas/user';
import { UpsellCard } from '@/components/ui/upsell-card';
import { authStore } from '@/lib/stores/auth-store';
import { renderScreen } from './setup/render';

const signedInAs = (profile_of: TUser['profile_of']) => authStore.setState({ user: { profile_of } as TUser });
const renderMatchesUpsell = () =>
  renderScreen(<UpsellCard feature="Creator Matches" description="Get creators ranked by how well they fit." />);

afterEach(() => authStore.setState({ user: null }));

describe('a plan-gated feature’s card', () => {
  it('offers a brand the plans that include the feature', async () => {
    signedInAs('Brand');
    renderMatchesUpsell();
    expect(await screen.findByText('Creator Matches is available on a higher plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toContain('feature=Creator');
  });

  it('tells a strategist the feature is not part of their access, with no plans to buy', async () => {
    signedInAs('Strategist');
    renderMatchesUpsell();
    expect(await screen.findByText('Creator Matches is not part of strategist access')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
