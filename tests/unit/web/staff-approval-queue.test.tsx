import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TApprovalQueueItem } from '@schemas/staff';
import ApprovalQueuePage from '@/features/staff/routes/approval-queue-page';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const ROBIN: TApprovalQueueItem = {
  id: '77777777-7777-4777-8777-777777777777',
  user_id: '88888888-8888-4888-8888-888888888888',
  name: 'Robin Trail',
  email: 'robin@example.test',
  email_verified: true,
  signed_up_at: '2026-12-07T05:00:00.000Z',
  display_picture: null,
  bio: 'Trail running from Colorado.',
  niches: ['Outdoors'],
  languages: ['English'],
  location: 'Denver, United States',
  total_followers: 1200,
  audience: null,
  accounts: [],
  rates: [],
  latest_review: { decision: 'requested', reason: null, created_at: '2026-12-07T05:10:00.000Z' },
  changes_asked: null,
};

describe('the creator approval queue', () => {
  it('asks a creator for changes in those words, from the button to what is sent', async () => {
    const api = recording();
    server.use(
      api.get('/staff/creators/approval-queue/', () => json({ count: 1, results: [ROBIN] })),
      api.post(`/staff/creators/${ROBIN.id}/reject/`, () =>
        json({ id: ROBIN.id, status: 'PENDING', latest_review: { decision: 'rejected', reason: 'x', created_at: '' } }),
      ),
    );
    const { user } = renderScreen(<ApprovalQueuePage />);
    const card = await screen.findByRole('article', { name: 'Robin Trail' });
    // The product has no final rejection: the creator stays in review and may send the profile again.
    expect(within(card).queryByRole('button', { name: /reject/i })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Ask for changes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Robin Trail for changes' });
    expect(within(dialog).queryByRole('button', { name: /reject/i })).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), 'Please add a profile picture.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the creator' }));
    expect(await screen.findByText('Robin Trail was asked for changes.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { reason: 'Please add a profile picture.' },
    ]);
  });
});
