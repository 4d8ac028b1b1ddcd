import { describe, expect, it } from 'vitest';
import { collectMiddleware, runGuards, type MatchedRoute } from '../../../web/src/app/guards/run-guards';
import type { GuardUser, RouteHandle } from '../../../web/src/app/guards/types';
import { requireParams, requireUuids } from '../../../web/src/app/guards/validators';

const UUID = '3f2a1c4e-8b7d-4e21-9a6f-0c5d2e1b7a90';

const user = (profile_of: GuardUser['profile_of'], extra: Partial<GuardUser> = {}): GuardUser => ({
  profile_of,
  is_staff: false,
  status: 'ACTIVE',
  onboarding: { onboarding_complete: true },
  ...extra,
});

const route = (handle: RouteHandle = {}, params: Record<string, string | undefined> = {}): MatchedRoute => ({
  handle,
  params,
});

const navigate = (
  pathname: string,
  who: GuardUser | null,
  matches: MatchedRoute[] = [route()],
  { search = '', selectedBrandId = null as string | null } = {},
) => runGuards({ pathname, search, user: who, selectedBrandId }, matches);

const brandPage = [route({ middleware: ['authenticated', 'brand'] })];
const creatorPage = [route({ middleware: ['authenticated', 'influencer'] })];
const internalPage = [route({ middleware: ['authenticated', 'strategist'] })];

describe('role redirects (global guard)', () => {
  it('sends a Strategist on /brand/... to the matching /internal/... path, replacing history', () => {
    expect(navigate('/brand/campaigns', user('Strategist'), brandPage)).toEqual({
      type: 'redirect',
      to: '/internal/campaigns',
      replace: true,
    });
    expect(navigate(`/brand/campaigns/${UUID}`, user('Strategist'), brandPage, { search: '?tab=2' })).toEqual({
      type: 'redirect',
      to: `/internal/campaigns/${UUID}?tab=2`,
      replace: true,
    });
    expect(navigate('/brand/settings/account', user('Strategist'), brandPage)).toMatchObject({
      to: '/internal/settings/account',
    });
  });

  it('sends a Strategist on a brand page without an internal twin to the brand they act for (or the organizations list)', () => {
    for (const page of [
      '/brand/wallet',
      '/brand/billing',
      '/brand/plans',
      '/brand/support',
      '/brand/settings/profile',
      '/brand/settings/team-members',
      '/brand/creator-spend-success',
    ]) {
      expect(navigate(page, user('Strategist'), brandPage, { selectedBrandId: UUID })).toEqual({
        type: 'redirect',
        to: `/internal/organizations/${UUID}`,
        replace: true,
      });
      expect(navigate(page, user('Strategist'), brandPage)).toMatchObject({ to: '/internal/organizations' });
    }
    expect(navigate('/brand/creators', user('Strategist'), brandPage, { selectedBrandId: UUID })).toMatchObject({
      to: '/internal/creators',
    });
    expect(navigate(`/brand/creator/${UUID}`, user('Strategist'), brandPage, { selectedBrandId: UUID })).toMatchObject({
      to: `/internal/creator/${UUID}`,
    });
    expect(
      navigate(`/brand/campaigns/${UUID}/propose-rates-deliverables`, user('Strategist'), brandPage, {
        selectedBrandId: UUID,
      }),
    ).toMatchObject({ to: `/internal/campaigns/${UUID}/propose-rates-deliverables` });
  });

  it.each(['content', 'creators', 'detail', 'metrics'])('lets a Strategist use /brand/campaigns/%s/:id', (page) => {
    expect(
      navigate(`/brand/campaigns/${page}/${UUID}`, user('Strategist'), brandPage, { selectedBrandId: 'b1' }),
    ).toEqual({ type: 'allow' });
  });

  it('sends a Strategist without a chosen brand from a brand campaign link to the brand choice, which comes back', () => {
    expect(navigate(`/brand/campaigns/content/${UUID}`, user('Strategist'), brandPage)).toEqual({
      type: 'redirect',
      to: `/internal/select-brand?next=${encodeURIComponent(`/brand/campaigns/content/${UUID}`)}`,
      replace: true,
    });
  });

  it('does not treat other campaign pages as exceptions', () => {
    expect(navigate(`/brand/campaigns/messaging/${UUID}`, user('Strategist'), brandPage)).toMatchObject({
      type: 'redirect',
      to: `/internal/campaigns/messaging/${UUID}`,
    });
    expect(navigate(`/brand/campaigns/edit/campaign/${UUID}`, user('Strategist'), brandPage)).toMatchObject({
      type: 'redirect',
    });
  });

  it('sends a Strategist on /creator... to /internal/campaigns', () => {
    expect(navigate('/creator/dashboard', user('Strategist'), creatorPage)).toEqual({
      type: 'redirect',
      to: '/internal/campaigns',
      replace: true,
    });
    expect(navigate('/creator', user('Strategist'))).toMatchObject({ to: '/internal/campaigns' });
  });

  it('sends a Brand on /creator... or /internal... to /brand/campaigns', () => {
    expect(navigate('/creator/dashboard', user('Brand'), creatorPage)).toMatchObject({
      type: 'redirect',
      to: '/brand/campaigns',
    });
    expect(navigate('/internal/campaigns', user('Brand'), internalPage)).toMatchObject({
      type: 'redirect',
      to: '/brand/campaigns',
    });
  });

  it('sends an Influencer on /brand... or /internal... to /creator/dashboard', () => {
    expect(navigate('/brand/campaigns', user('Influencer'), brandPage)).toMatchObject({
      type: 'redirect',
      to: '/creator/dashboard',
    });
    expect(navigate('/internal/select-brand', user('Influencer'), internalPage)).toMatchObject({
      type: 'redirect',
      to: '/creator/dashboard',
    });
  });

  it('keeps everyone in their own area', () => {
    expect(navigate('/brand/campaigns', user('Brand'), brandPage)).toEqual({ type: 'allow' });
    expect(navigate('/creator/dashboard', user('Influencer'), creatorPage)).toEqual({ type: 'allow' });
    expect(navigate('/internal/campaigns', user('Strategist'), internalPage, { selectedBrandId: 'b1' })).toEqual({
      type: 'allow',
    });
  });

  it('does not confuse /creators-like segments with /creator', () => {
    expect(navigate('/brand/creators', user('Brand'), brandPage)).toEqual({ type: 'allow' });
  });

  it('does not redirect unauthenticated users', () => {
    for (const path of ['/brand/signup', '/creator/signup', '/internal/anything', '/login', '/']) {
      expect(navigate(path, null)).toEqual({ type: 'allow' });
    }
  });
});

describe('suspended guard (global)', () => {
  it('forces a suspended user to their own suspended page', () => {
    expect(navigate('/brand/campaigns', user('Brand', { status: 'SUSPENDED' }), brandPage)).toEqual({
      type: 'redirect',
      to: '/brand/suspended',
      replace: true,
    });
    expect(navigate('/', user('Influencer', { status: 'SUSPENDED' }))).toMatchObject({ to: '/creator/suspended' });
  });

  it('lets them stay on it (no role redirect bounce for a Strategist)', () => {
    const suspendedPage = [route({ middleware: ['authenticated'] })];
    expect(navigate('/brand/suspended', user('Strategist', { status: 'SUSPENDED' }), suspendedPage)).toEqual({
      type: 'allow',
    });
    expect(navigate('/creator/suspended', user('Influencer', { status: 'SUSPENDED' }), suspendedPage)).toEqual({
      type: 'allow',
    });
  });
});

describe('named guards', () => {
  it('authenticated: sends signed-out users to /login remembering the target in ?next=', () => {
    expect(navigate('/brand/wallet', null, brandPage, { search: '?tab=history' })).toEqual({
      type: 'redirect',
      to: `/login?next=${encodeURIComponent('/brand/wallet?tab=history')}`,
      replace: false,
    });
  });

  it('brand: other roles go home', () => {
    expect(navigate('/brand/wallet', user('Staff', { is_staff: true }), brandPage)).toMatchObject({
      type: 'redirect',
      to: '/staff',
    });
  });

  it('influencer: other roles go home', () => {
    const staff = user('Staff', { is_staff: true });
    expect(navigate('/creator/dashboard', staff, creatorPage)).toMatchObject({ to: '/staff' });
  });

  it('strategist: without a selected brand only brand choice, settings, organizations and events are open', () => {
    expect(navigate('/internal/campaigns', user('Strategist'), internalPage)).toMatchObject({
      type: 'redirect',
      to: '/internal/select-brand',
    });
    expect(navigate('/internal/select-brand', user('Strategist'), internalPage)).toEqual({ type: 'allow' });
    expect(navigate('/internal/settings/account', user('Strategist'), internalPage)).toEqual({ type: 'allow' });
    const org = '/internal/organizations/0b6f5bde-7a43-4f37-9d7a-3d1c7a2f0e11';
    for (const open of [
      '/internal/organizations',
      org,
      `${org}/creators`,
      '/internal/events',
      '/internal/settings/team',
    ]) {
      expect(navigate(open, user('Strategist'), internalPage)).toEqual({ type: 'allow' });
    }
    expect(navigate(`${org}/other`, user('Strategist'), internalPage)).toMatchObject({
      type: 'redirect',
      to: '/internal/select-brand',
    });
  });

  it('staff: signed out → staff sign-in, non-staff → denied (404), staff → allowed', () => {
    const staffPage = [route({ middleware: ['staff'] })];
    expect(navigate('/staff/tools', null, staffPage)).toMatchObject({ type: 'redirect', to: '/staff' });
    expect(navigate('/staff/tools', user('Brand'), staffPage)).toEqual({ type: 'deny' });
    expect(navigate('/staff/tools', user('Brand', { is_staff: true }), staffPage)).toEqual({ type: 'allow' });
    expect(navigate('/staff/tools', user('Staff'), staffPage)).toEqual({ type: 'allow' });
  });

  it('runs parents’ and children’s middleware in order, each once', () => {
    expect(
      collectMiddleware([route({ middleware: ['authenticated'] }), route({ middleware: ['authenticated', 'brand'] })]),
    ).toEqual(['authenticated', 'brand']);
  });

  it('throws on an unknown guard name', () => {
    expect(() => navigate('/x', user('Brand'), [route({ middleware: ['authenticated', 'admin'] })])).toThrow(
      'Unknown route middleware',
    );
    expect(() => navigate('/x', null, [route({ middleware: ['nope'] })])).toThrow(
      new Error('Unknown route middleware'),
    );
  });
});

describe('page validation', () => {
  const resetConfirm = (params: Record<string, string | undefined>) => [
    route({ validate: requireParams('uuid', 'token') }, params),
  ];

  it('accepts a route with both uuid and token', () => {
    expect(
      navigate('/password/reset/confirm/MQ/abc-123', null, resetConfirm({ uuid: 'MQ', token: 'abc-123' })),
    ).toEqual({ type: 'allow' });
  });

  it('rejects it when either is missing (→ 404)', () => {
    expect(navigate('/password/reset/confirm/MQ', null, resetConfirm({ uuid: 'MQ', token: undefined }))).toEqual({
      type: 'invalid',
    });
    expect(navigate('/password/reset/confirm', null, resetConfirm({}))).toEqual({ type: 'invalid' });
    expect(navigate('/password/reset/confirm/%20/x', null, resetConfirm({ uuid: ' ', token: 'x' }))).toEqual({
      type: 'invalid',
    });
  });

  it('validates UUID parameters', () => {
    const detail = (uuid: string) => [
      route({ middleware: ['authenticated', 'brand'], validate: requireUuids('uuid') }, { uuid }),
    ];
    expect(navigate(`/brand/campaigns/detail/${UUID}`, user('Brand'), detail(UUID))).toEqual({ type: 'allow' });
    expect(navigate('/brand/campaigns/detail/42', user('Brand'), detail('42'))).toEqual({ type: 'invalid' });
  });

  it('runs after the guards: a signed-out visitor is sent to sign in first', () => {
    const detail = [
      route({ middleware: ['authenticated', 'brand'], validate: requireUuids('uuid') }, { uuid: 'nope' }),
    ];
    expect(navigate('/brand/campaigns/detail/nope', null, detail)).toMatchObject({ type: 'redirect' });
  });
});
