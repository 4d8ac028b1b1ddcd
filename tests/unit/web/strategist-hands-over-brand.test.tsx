import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZInternalTeam, type TInternalTeamMember } from '@schemas/internal-team';
import type { TUser } from '@schemas/user';
import { InternalTeamPanel } from '@/features/internal-team/components/internal-team-panel';
import { authStore } from '@/lib/stores/auth-store';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Outdoors' };
const NORTHWIND = { id: '22222222-2222-4222-8222-222222222222', name: 'Northwind Foods' };
const SAM_ID = '33333333-3333-4333-8333-333333333333';
const AVA_ID = '44444444-4444-4444-8444-444444444444';

const strategist = (id: string, name: string, brands: TInternalTeamMember['brands']): TInternalTeamMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@demo.test`,
  role: 'Strategist',
  status: 'ACTIVE',
  brands,
});
const team = (samBrands: TInternalTeamMember['brands'], avaBrands: TInternalTeamMember['brands']) =>
  ZInternalTeam.parse({
    results: [strategist(AVA_ID, 'Ava Mendes', avaBrands), strategist(SAM_ID, 'Sam Ortiz', samBrands)],
  });

/** Sam, acting for Acme, on the internal team page; the server moves Acme to Ava when asked. */
const renderTeam = () => {
  authStore.setState({
    user: { id: SAM_ID, profile_of: 'Strategist', is_staff: false, managed_brands: [ACME, NORTHWIND] } as TUser,
    selectedBrand: ACME,
  });
  const api = recording();
  server.use(
    api.get('/internal/team/', () => json(team([ACME, NORTHWIND], []))),
    api.post('/internal/team/reassign/', () => json(team([NORTHWIND], [ACME]))),
  );
  return { ...renderScreen(<InternalTeamPanel />), api };
};

const chooseAva = async ({ user }: ReturnType<typeof renderTeam>) => {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Hand Acme Outdoors to' }), 'Ava Mendes');
  await user.click(screen.getByRole('button', { name: 'Hand over Acme Outdoors' }));
  return screen.getByRole('dialog', { name: 'Hand Acme Outdoors to Ava Mendes?' });
};

afterEach(() => authStore.setState({ user: null, selectedBrand: null }));

describe('a strategist hands a brand to a colleague', () => {
  it('asks first, saying they stop acting for it, and sends nothing when they cancel', async () => {
    const rendered = renderTeam();
    const dialog = await chooseAva(rendered);
    expect(dialog.textContent).toContain('Ava Mendes will manage it from now on');
    expect(dialog.textContent).toContain('You stop acting for it at once');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rendered.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(authStore.getState().selectedBrand).toEqual(ACME);
  });

  it('stops acting for the brand handed over, which leaves their brands', async () => {
    const rendered = renderTeam();
    const dialog = await chooseAva(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Ava Mendes now manages Acme Outdoors.')).toBeTruthy();
    expect(rendered.api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      brand_id: ACME.id,
      from_strategist_id: SAM_ID,
      to_strategist_id: AVA_ID,
    });
    expect(authStore.getState().selectedBrand).toBeNull();
    expect(authStore.getState().user?.managed_brands).toEqual([NORTHWIND]);
    expect(screen.queryByRole('combobox', { name: 'Hand Acme Outdoors to' })).toBeNull();
  });
});
