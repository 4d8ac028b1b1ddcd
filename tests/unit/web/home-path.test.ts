import { describe, expect, it } from 'vitest';
import { homePathFor, type HomeUser } from '../../../web/src/lib/auth/home-path';
import { safeNextPath } from '../../../web/src/lib/safe-next';

const user = (profile_of: HomeUser['profile_of'], extra: Partial<HomeUser> = {}): HomeUser => ({
  profile_of,
  is_staff: false,
  status: 'ACTIVE',
  onboarding: {},
  ...extra,
});

describe('homePathFor', () => {
  it('Brand → /brand/campaigns', () => expect(homePathFor(user('Brand'))).toBe('/brand/campaigns'));

  it('Influencer → onboarding until it is complete, then the dashboard', () => {
    expect(homePathFor(user('Influencer'))).toBe('/creator/onboarding');
    expect(homePathFor(user('Influencer', { onboarding: { onboarding_complete: false } }))).toBe('/creator/onboarding');
    expect(homePathFor(user('Influencer', { onboarding: { onboarding_complete: true } }))).toBe('/creator/dashboard');
  });

  it('Strategist → brand choice until a managed brand is selected', () => {
    expect(homePathFor(user('Strategist'))).toBe('/internal/select-brand');
    expect(homePathFor(user('Strategist'), 'brand-1')).toBe('/internal/campaigns');
  });

  it('Staff → /staff', () => {
    expect(homePathFor(user('Staff'))).toBe('/staff');
    expect(homePathFor(user('Brand', { is_staff: true }))).toBe('/staff');
  });

  it('SUSPENDED → the suspended page of their type', () => {
    expect(homePathFor(user('Brand', { status: 'SUSPENDED' }))).toBe('/brand/suspended');
    expect(homePathFor(user('Influencer', { status: 'SUSPENDED' }))).toBe('/creator/suspended');
  });
});

describe('safeNextPath', () => {
  it('accepts same-site paths only', () => {
    expect(safeNextPath('/brand/wallet?tab=1')).toBe('/brand/wallet?tab=1');
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
