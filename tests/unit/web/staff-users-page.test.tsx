import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TStaffUser } from '@schemas/staff';
import UsersPage from '@/features/staff/routes/users-page';
import { json } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const SUSPENDED: TStaffUser = {
  id: '66666666-6666-4666-8666-666666666666',
  email: 'suspended@demo.test',
  name: 'Victor Gray',
  display_picture: null,
  profile_of: 'Brand',
  is_staff: false,
  status: 'SUSPENDED',
  email_verified: true,
  brand: { name: 'Gray Goods', role: 'owner' },
  active_sessions: 0,
  last_login_at: null,
  created_at: '2026-12-07T05:17:00.000Z',
};

/** The Users list as the server answers it: `total` accounts match, the page holds `shown`; each query is recorded. */
const usersAnswer = (total: number, shown: TStaffUser[]) => {
  const queries: string[] = [];
  server.use(
    http.get('/api/staff/users/', ({ request }) => {
      queries.push(new URL(request.url).search);
      return json({ count: total, results: shown });
    }),
  );
  return queries;
};

describe('the staff Users list', () => {
  it('says how many accounts the page leaves out, and how to reach them', async () => {
    usersAnswer(334, [SUSPENDED]);
    renderScreen(<UsersPage />);
    expect(await screen.findByRole('article', { name: 'suspended@demo.test' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/The 1 newest of 334 accounts\. Search by e-mail or name/);
    expect(screen.getByText(/never signed in/)).toBeTruthy();
  });

  it('lists every suspended account at once, to reactivate one without knowing the name', async () => {
    const queries = usersAnswer(1, [SUSPENDED]);
    const { user } = renderScreen(<UsersPage />);
    await screen.findByRole('article', { name: 'suspended@demo.test' });
    expect(screen.queryByRole('status')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await waitFor(() => expect(queries.at(-1)).toBe('?status=SUSPENDED'));
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });
});
