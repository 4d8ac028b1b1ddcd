import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewForm } from '@/features/content-review/components/review-form';
import { apiError, gate, json, recording } from '../setup/api';
import { DELIVERABLE_ID, reviewItem as deliverable } from '../setup/review-item';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';

const SUBMISSION_ID = '22222222-2222-4222-8222-222222222222';

const comment = (body: string) => ({
  id: '66666666-6666-4666-8666-666666666666',
  body,
  at_seconds: null,
  author_name: 'Brand Owner',
  created_at: '2026-11-20T11:00:00.000Z',
});

const renderForm = (item = deliverable()) =>
  renderScreen(<ReviewForm deliverable={item} submissionId={SUBMISSION_ID} isNewest videoRef={null} />);

describe('content review form', () => {
  it('asks for a comment before adding one, and sends nothing', async () => {
    const api = recording();
    server.use(api.post('/brand/submissions/:id/comments/', () => json(comment('x'), 201)));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const box = screen.getByRole('textbox', { name: 'Comment for the creator' });
    expect(await screen.findByText('Write a comment first.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toEqual([]);
  });

  it('requires a comment to request changes', async () => {
    const api = recording();
    server.use(api.patch('/influencer/campaign-deliverable/:id/', () => json(deliverable())));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Tell the creator what to change.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('sends a change request with the trimmed comment for this version, then clears the form', async () => {
    const api = recording();
    server.use(
      api.patch('/influencer/campaign-deliverable/:id/', () => json(deliverable({ status: 'changes_requested' }))),
    );
    const { user } = renderForm();
    const box = screen.getByRole('textbox', { name: 'Comment for the creator' });
    await user.type(box, '  Show the logo earlier  ');
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Changes requested. The creator has been notified.')).toBeTruthy();
    expect(api.requests).toEqual([
      {
        method: 'PATCH',
        path: `/api/influencer/campaign-deliverable/${DELIVERABLE_ID}/`,
        body: {
          action: 'request_changes',
          submission_id: SUBMISSION_ID,
          comment: 'Show the logo earlier',
          at_seconds: null,
        },
      },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('approves without a comment', async () => {
    const api = recording();
    server.use(api.patch('/influencer/campaign-deliverable/:id/', () => json(deliverable({ status: 'approved' }))));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Content approved. The creator has been notified.')).toBeTruthy();
    expect(api.requests.map((r) => r.body)).toEqual([{ action: 'approve', submission_id: SUBMISSION_ID }]);
  });

  it('approves once when Approve is double-clicked before the page could show it busy', async () => {
    const api = recording();
    server.use(api.patch('/influencer/campaign-deliverable/:id/', () => json(deliverable({ status: 'approved' }))));
    renderForm();
    // A busy phone delivers both clicks of a double-click before the first one's pending state is drawn.
    const approve = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve, { detail: 1 });
    fireEvent.click(approve, { detail: 2 });
    expect(await screen.findByText('Content approved. The creator has been notified.')).toBeTruthy();
    expect(api.requests.map((r) => r.body)).toEqual([{ action: 'approve', submission_id: SUBMISSION_ID }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a comment on its own to the version shown', async () => {
    const api = recording();
    server.use(api.post('/brand/submissions/:id/comments/', (body) => json(comment(body.body), 201)));
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Comment for the creator' }), 'Love the colours');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added.')).toBeTruthy();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: `/api/brand/submissions/${SUBMISSION_ID}/comments/`,
        body: { body: 'Love the colours', at_seconds: null },
      },
    ]);
  });

  it('puts the API field error on the comment box and keeps what was typed', async () => {
    server.use(
      recording().patch('/influencer/campaign-deliverable/:id/', () =>
        apiError(400, {
          detail: 'Please check the form.',
          code: 'validation_error',
          fields: { comment: ['Comments can have at most 2000 characters.'] },
        }),
      ),
    );
    const { user } = renderForm();
    const box = screen.getByRole('textbox', { name: 'Comment for the creator' });
    await user.type(box, 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Comments can have at most 2000 characters.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect((box as HTMLTextAreaElement).value).toBe('Too long, says the server');
  });

  it('shows a conflict (a newer version arrived) above the buttons', async () => {
    server.use(
      recording().patch('/influencer/campaign-deliverable/:id/', () =>
        apiError(409, { detail: 'A newer version was submitted: review that one.', code: 'conflict' }),
      ),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('A newer version was submitted: review that one.')).toBeTruthy();
  });

  it('disables every action while a review is being sent', async () => {
    const pending = gate();
    server.use(
      recording().patch('/influencer/campaign-deliverable/:id/', async () => {
        await pending.opened;
        return json(deliverable({ status: 'approved' }));
      }),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const buttons = ['Add comment', 'Request changes'].map((name) => screen.getByRole('button', { name }));
    await expect.poll(() => buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    pending.open();
    expect(await screen.findByText('Content approved. The creator has been notified.')).toBeTruthy();
    expect(buttons.every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('offers no review buttons on an older version and says when revision rounds are used up', () => {
    renderScreen(
      <ReviewForm deliverable={deliverable()} submissionId={SUBMISSION_ID} isNewest={false} videoRef={null} />,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    renderForm(deliverable({ can_request_changes: false, revisions_left: 0, revisions_used: 2 }));
    expect(screen.getByText(/All 2 revision rounds of this contract are used/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
