import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUser } from '@schemas/user';
import SuspendedRoute from '@/app/suspended-route';
import { authStore } from '@/lib/stores/auth-store';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

describe('the suspended page', () => {
  afterEach(() => authStore.setState({ user: null }));

  it('points to the support form under it before the e-mail address', async () => {
    authStore.setState({ user: { id: 'u1', email: 'suspended@demo.test', status: 'SUSPENDED' } as TUser });
    const api = recording();
    server.use(api.get('/support/requests/', () => json({ count: 0, results: [] })));
    renderScreen(<SuspendedRoute />, { path: '/brand/suspended' });
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(screen.getByText(/Tell us what happened with the form below, or write to/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to support' })).toBeTruthy();
    expect(screen.getByLabelText('Topic')).toHaveProperty('value', 'account');
  });
});
