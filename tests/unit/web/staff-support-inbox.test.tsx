import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSupportRequest } from '@schemas/support';
import StaffInbox from '@/features/support/routes/staff-inbox';
import { json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { server } from './setup/server';

const request = (status: TSupportRequest['status'], replies: TSupportRequest['replies'] = []): TSupportRequest => ({
  id: '44444444-4444-4444-8444-444444444444',
  topic: 'billing',
  subject: 'Invoice shows the wrong VAT number',
  message: 'Our November invoice has the old VAT number.',
  status,
  attachment: null,
  requester: { name: 'Olivia Hart', email: 'brand.owner@demo.test', profile_of: 'Brand', brand_name: 'Acme Outdoors' },
  replies,
  created_at: '2026-12-07T05:19:00.000Z',
  updated_at: '2026-12-07T05:19:00.000Z',
});

/** The inbox as the server answers it: every status filter lists `shown`; a status change answers `after`. */
const inboxWith = (shown: TSupportRequest, after: TSupportRequest) => {
  const api = recording();
  server.use(
    api.get('/staff/support/', () => json({ count: 1, results: [shown] })),
    api.patch(`/staff/support/${shown.id}/`, () => json(after)),
  );
  return api;
};

const statusChanges = (api: ReturnType<typeof recording>) =>
  api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('the staff support inbox', () => {
  it('does not tell staff the promise made to the requester', async () => {
    inboxWith(request('open'), request('closed'));
    renderScreen(<StaffInbox />);
    const card = await screen.findByRole('article', { name: 'Invoice shows the wrong VAT number' });
    expect(within(card).getByText(/Olivia Hart/)).toBeTruthy();
    expect(within(card).queryByText(/We usually answer within one business day/)).toBeNull();
  });

  it('closes a request that needs no answer, without writing one', async () => {
    const thanked = request('answered', [
      {
        id: '55555555-5555-4555-8555-555555555555',
        from_staff: true,
        author: 'Stella',
        message: 'Fixed.',
        created_at: '2026-12-07T05:20:00.000Z',
      },
    ]);
    const api = inboxWith(thanked, { ...thanked, status: 'closed' });
    const { user } = renderScreen(<StaffInbox />);
    await user.click(await screen.findByRole('button', { name: 'Close without answering' }));
    expect(await screen.findByText('“Invoice shows the wrong VAT number” is closed.')).toBeTruthy();
    expect(statusChanges(api)).toEqual([{ status: 'closed' }]);
  });

  it('reopens a closed request, which has no answer form', async () => {
    const api = inboxWith(request('closed'), request('open'));
    const { user } = renderScreen(<StaffInbox />);
    const card = await screen.findByRole('article', { name: 'Invoice shows the wrong VAT number' });
    expect(within(card).queryByRole('textbox')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('“Invoice shows the wrong VAT number” is open again.')).toBeTruthy();
    expect(statusChanges(api)).toEqual([{ status: 'open' }]);
  });
});
