import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { CounterButton } from '@/features/creator-campaigns/components/counter-offer';
import { apiError, json, recording } from '../setup/api';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';

const MATCH_ID = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
// The panel reads the match's id, the campaign's currency and the offered rate only.
const match = { id: MATCH_ID, campaign: { currency: 'USD' }, offered_rate_cents: 80_000 } as TMyMatchDetail;
const path = `/influencer/campaign-matches/${MATCH_ID}/counter-offer/`;
const posted = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method === 'POST');

const openPanel = async () => {
  const rendered = renderScreen(<CounterButton match={match} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Counter-offer' }));
  return rendered;
};

describe('counter-offer panel', () => {
  it('asks for a rate and a reason with the shared schema’s messages, sending nothing', async () => {
    const api = recording();
    server.use(api.post(path, () => json({})));
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Enter your rate.')).toBeTruthy();
    expect(screen.getByText('Tell the brand why this rate.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your rate for all deliverables/ }), '0.50');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Ask at least 1.00.')).toBeTruthy();
    expect(posted(api)).toEqual([]);
  });

  it('sends the rate in cents with the note, and puts the server’s rate_cents error on the rate field', async () => {
    const api = recording();
    server.use(
      api.post(path, () =>
        apiError(400, {
          detail: 'Please check the form.',
          code: 'validation_error',
          fields: { rate_cents: ['That is more than this campaign allows.'] },
        }),
      ),
    );
    const { user } = await openPanel();
    await user.type(screen.getByRole('textbox', { name: /Your rate for all deliverables/ }), '1,150');
    await user.type(screen.getByRole('textbox', { name: 'Why this rate' }), 'Two days of travel.');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('That is more than this campaign allows.')).toBeTruthy();
    expect(posted(api).map((r) => r.body)).toEqual([{ rate_cents: 115_000, message: 'Two days of travel.' }]);
    const rate = screen.getByRole('textbox', { name: /Your rate for all deliverables/ });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
  });
});
