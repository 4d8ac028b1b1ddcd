import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_FEATURE } from '@schemas/permissions';
import type { TUser } from '@schemas/user';
import CampaignFormPage from '@/features/brand-campaigns/routes/campaign-form-page';
import { authStore } from '@/lib/stores/auth-store';
import { brandStore } from '@/lib/stores/brand-store';
import { apiError, json, recording } from '../setup/api';
import { renderScreen } from '../setup/render';
import { server } from '../setup/server';

const CAMPAIGN_ID = '11111111-1111-4111-8111-111111111111';
const LOCATION = {
  id: 'de-berlin',
  city: 'Berlin',
  region: null,
  country: 'Germany',
  country_code: 'DE',
  label: 'Berlin, Germany',
};

/** A brand owner whose plan allows drafts and publishing. */
beforeEach(() => {
  authStore.setState({ user: { id: 'owner', profile_of: 'Brand', brand: { role: 'owner' } } as unknown as TUser });
  const allowed = Object.fromEntries(Object.values(PERMISSION_FEATURE).map((f) => [f, true]));
  brandStore.setState({
    subscription: { ...brandStore.getState().subscription, id: 'sub', allowed_features: allowed },
  });
});
afterEach(() => {
  authStore.getState().reset();
  brandStore.getState().reset();
  sessionStorage.clear();
});

const serve = (answer: (body: unknown) => Response) => {
  const api = recording();
  server.use(
    api.get('/common/locations/', () => json([LOCATION])),
    api.post('/brand/campaign/create/', answer),
  );
  return api;
};
const posted = (api: ReturnType<typeof recording>) => api.requests.filter((r) => r.method === 'POST');
const renderWizard = () => renderScreen(<CampaignFormPage />, { path: '/brand/campaigns/create' });
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const titleBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Campaign title' });

describe('campaign wizard', () => {
  it('checks each step’s fields before moving on, with the shared schema’s messages', async () => {
    const api = serve(() => json({ id: CAMPAIGN_ID }, 201));
    const { user } = renderWizard();
    expect(stepHeading()).toBe('Brief');
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Give the campaign a title of at least 3 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Campaign title' }).getAttribute('aria-invalid')).toBe('true');
    expect(stepHeading()).toBe('Brief');

    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'ke season');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Deliverables');
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    const due = screen.getByRole('spinbutton', { name: 'Due (days after signing)' });
    await user.clear(due);
    await user.type(due, '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Deliverables');
    expect(due.getAttribute('aria-invalid')).toBe('true');

    await user.clear(due);
    await user.type(due, '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Budget & dates');
    await user.type(screen.getByRole('spinbutton', { name: 'Lowest rate per creator' }), '500');
    await user.type(screen.getByRole('spinbutton', { name: 'Highest rate per creator' }), '200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The highest rate must be at least the lowest rate.')).toBeTruthy();
    expect(stepHeading()).toBe('Budget & dates');
    expect(posted(api)).toEqual([]);
  });

  it('publishes with the whole payload: money in cents, numbers as numbers, dates and targeting', async () => {
    const api = serve(() => json({ id: CAMPAIGN_ID }, 201));
    const { user } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hike season');
    await user.type(screen.getByRole('textbox', { name: /Brief/ }), 'Three reels on the trail, honest and calm.');
    await user.click(screen.getByRole('checkbox', { name: 'Awareness' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByRole('spinbutton', { name: 'Total budget' }), '5000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.type(screen.getByRole('spinbutton', { name: 'Lowest rate per creator' }), '150.50');
    await user.type(screen.getByRole('spinbutton', { name: 'Highest rate per creator' }), '400');
    await user.type(screen.getByLabelText('Start date'), '2027-01-10');
    await user.type(screen.getByLabelText('End date'), '2027-02-10');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(stepHeading()).toBe('Targeting');
    await user.click(screen.getByRole('checkbox', { name: 'Outdoors' }));
    await user.selectOptions(await screen.findByRole('listbox', { name: /Locations/ }), 'de-berlin');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum followers' }), '1000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who can find it' }), 'invite_only');
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));

    expect(await screen.findByText('Your campaign is live.')).toBeTruthy();
    expect(posted(api).map((r) => r.body)).toEqual([
      {
        title: 'Hike season',
        brief: 'Three reels on the trail, honest and calm.',
        objectives: ['awareness'],
        platforms: ['instagram'],
        deliverable_templates: [{ type: 'reel', platform: 'instagram', quantity: 3, due_days: 14 }],
        budget_cents: 500_000,
        currency: 'EUR',
        rate_min_cents: 15_050,
        rate_max_cents: 40_000,
        start_date: '2027-01-10',
        end_date: '2027-02-10',
        target_niches: ['Outdoors'],
        target_location_ids: ['de-berlin'],
        follower_min: 1000,
        follower_max: null,
        visibility: 'invite_only',
        status: 'active',
      },
    ]);
    expect(await screen.findByText('Left the form')).toBeTruthy();
    cleanup();
    renderWizard();
    expect(titleBox().value).toBe('');
    expect(screen.queryByText(/We kept the campaign/)).toBeNull();
  });

  it('keeps what was typed through a reload, on the same step, until the brand starts over', async () => {
    serve(() => json({ id: CAMPAIGN_ID }, 201));
    const typing = renderWizard();
    await typing.user.type(titleBox(), 'Hike season');
    await typing.user.click(screen.getByRole('button', { name: 'Next' }));
    typing.unmount();

    const { user, unmount } = renderWizard();
    expect(stepHeading()).toBe('Deliverables');
    expect(screen.getByText(/We kept the campaign you were writing in this tab/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(titleBox().value).toBe('Hike season');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(titleBox().value).toBe('');
    expect(screen.queryByText(/We kept the campaign/)).toBeNull();
    unmount();

    renderWizard();
    expect(stepHeading()).toBe('Brief');
    expect(titleBox().value).toBe('');
  });

  it('refuses to publish an incomplete campaign and opens the step with the first problem', async () => {
    const api = serve(() => json({ id: CAMPAIGN_ID }, 201));
    const { user } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hike season');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));
    expect(await screen.findByText('A few things are missing before you can publish.')).toBeTruthy();
    expect(stepHeading()).toBe('Brief');
    expect(screen.getByText('Write a brief of at least 20 characters before publishing.')).toBeTruthy();
    expect(posted(api)).toEqual([]);
  });

  it('puts a server error on a cents field onto the amount the brand typed, and opens its step', async () => {
    const api = serve(() =>
      apiError(400, {
        detail: 'Please check the form.',
        code: 'validation_error',
        fields: { budget_cents: ['The budget is above your plan’s limit.'] },
      }),
    );
    const { user } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hike season');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The budget is above your plan’s limit.')).toBeTruthy();
    expect(stepHeading()).toBe('Budget & dates');
    expect(screen.getByRole('spinbutton', { name: 'Total budget' }).getAttribute('aria-invalid')).toBe('true');
    expect(posted(api)).toHaveLength(1);
    expect(posted(api)[0]!.body).toMatchObject({ title: 'Hike season', status: 'draft' });
  });

  it('puts a server error on one deliverable row onto that row’s field', async () => {
    serve(() =>
      apiError(400, {
        detail: 'Please check the form.',
        code: 'validation_error',
        fields: { 'deliverable_templates.1.due_days': ['Due within the campaign’s 60 days.'] },
      }),
    );
    const { user } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hike season');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Due within the campaign’s 60 days.')).toBeTruthy();
    expect(stepHeading()).toBe('Deliverables');
    const due = screen.getAllByRole('spinbutton', { name: 'Due (days after signing)' });
    expect(due.map((d) => d.getAttribute('aria-invalid'))).toEqual([null, 'true']);
  });

  it('shows a server refusal that names no field above the buttons, and stays on the form', async () => {
    serve(() => apiError(409, { detail: 'Your plan allows 3 live campaigns.', code: 'conflict' }));
    const { user } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Hike season');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your plan allows 3 live campaigns.')).toBeTruthy();
    expect(stepHeading()).toBe('Brief');
    expect(screen.queryByText('Left the form')).toBeNull();
  });
});
