import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCreatorCard, TCreatorSearchResult } from '@schemas/creator-search';
import type { TReviewItem, TReviewItemList } from '@schemas/content-review';
import { useCreatorSearch } from '@/features/brand-creators/api/search-creators';
import { useToggleSaved } from '@/features/brand-creators/api/saved-profiles';
import { useCampaignDeliverables } from '@/features/content-review/api/get-campaign-deliverables';
import { useReviewDeliverable } from '@/features/content-review/api/review-deliverable';
import { gate, json, recording } from './setup/api';
import { renderScreen } from './setup/render';
import { DELIVERABLE_ID, reviewItem } from './setup/review-item';
import { server } from './setup/server';

const CAMPAIGN_ID = reviewItem().campaign_id;

const reviewList = (items: TReviewItem[]): TReviewItemList => ({
  count: items.length,
  next: null,
  previous: null,
  results: items,
  campaign: { id: CAMPAIGN_ID, title: 'Trail run', currency: 'USD', review_window_days: 7, revision_rounds: 2 },
  status_counts: { pending: 0, submitted: 1, changes_requested: 0, approved: 0, published: 0, paid: 0 },
});

/** Two lists of one campaign, as the review screen holds them: every deliverable, and the "submitted" filter. */
const ReviewLists = () => {
  const all = useCampaignDeliverables(CAMPAIGN_ID);
  const submitted = useCampaignDeliverables(CAMPAIGN_ID, 'submitted');
  const review = useReviewDeliverable();
  const show = (label: string, list: typeof all) => (
    <section aria-label={label}>
      {list.data?.pages
        .flatMap((page) => page.results)
        .map((item) => (
          <p key={item.id}>{item.status}</p>
        ))}
      <output>{list.data ? `submitted ${list.data.pages[0]!.status_counts.submitted ?? 0}` : 'loading'}</output>
    </section>
  );
  return (
    <>
      {show('All', all)}
      {show('Submitted', submitted)}
      <button onClick={() => review.mutate({ deliverableId: DELIVERABLE_ID, body: { action: 'approve' } })}>
        Approve
      </button>
    </>
  );
};

describe('a review updates the cached lists from its PATCH response', () => {
  it('moves the deliverable to approved in every list without downloading the lists again', async () => {
    const api = recording();
    server.use(
      api.get('/influencer/campaign-deliverable/by-campaign/', () => json(reviewList([reviewItem()]))),
      api.patch('/influencer/campaign-deliverable/:id/', () => json(reviewItem({ status: 'approved' }))),
    );
    const { user } = renderScreen(<ReviewLists />);
    const all = screen.getByRole('region', { name: 'All' });
    const submitted = screen.getByRole('region', { name: 'Submitted' });
    expect(await within(submitted).findByText('submitted 1')).toBeTruthy();
    await waitFor(() => expect(within(all).getByText('submitted')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await within(all).findByText('approved')).toBeTruthy();
    expect(within(submitted).queryByText('submitted')).toBeNull();
    expect(within(submitted).getByText('submitted 0')).toBeTruthy();
    const listReads = api.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/by-campaign/'));
    expect(listReads).toHaveLength(2);
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });
});

const card = (id: string, name: string, isSaved = false) =>
  ({ id, name, is_saved: isSaved }) as unknown as TCreatorCard;
const searchPage = (cards: TCreatorCard[]): TCreatorSearchResult => ({
  count: cards.length,
  next: null,
  previous: null,
  results: cards,
});

const CREATOR_ID = '77777777-7777-4777-8777-777777777777';

/** A search result list with save buttons, as the creator database draws it. */
const SearchWithSave = () => {
  const search = useCreatorSearch({ q: 'trail' });
  const toggle = useToggleSaved();
  return (
    <ul>
      <button onClick={() => void search.refetch()}>Refresh</button>
      {search.data?.results.map((c) => (
        <li key={c.id}>
          {c.name}
          <button onClick={() => toggle.mutate({ id: c.id, saved: c.is_saved })}>
            {c.is_saved ? 'Unsave' : 'Save'}
          </button>
        </li>
      ))}
    </ul>
  );
};

describe('saving a creator updates the cached search', () => {
  it('flips the card’s saved state without running the search again, both ways', async () => {
    const api = recording();
    server.use(
      api.get('/brand/creator-database/', () => json(searchPage([card(CREATOR_ID, 'Casey Rivera')]))),
      api.post('/brand/add-profile/', () => json({ profile_id: CREATOR_ID, saved: true })),
      api.delete('/brand/remove-profile/', () => json({ detail: 'Removed.' })),
    );
    const { user } = renderScreen(<SearchWithSave />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Unsave' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/brand/creator-database/',
      'POST /api/brand/add-profile/',
      'DELETE /api/brand/remove-profile/',
    ]);
  });

  it('asks a search that was already on its way again, so its older answer does not undo the save', async () => {
    const api = recording();
    let saved = false;
    const held = gate();
    const searches = () => api.requests.filter((r) => r.method === 'GET');
    server.use(
      api.get('/brand/creator-database/', async () => {
        const answer = saved;
        // The second search is asked before the save and answers after it, with what it read then.
        if (searches().length === 2) await held.opened;
        return json(searchPage([card(CREATOR_ID, 'Casey Rivera', answer)]));
      }),
      api.post('/brand/add-profile/', () => {
        saved = true;
        return json({ profile_id: CREATOR_ID, saved: true });
      }),
    );
    const { user } = renderScreen(<SearchWithSave />);
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Unsave' })).toBeTruthy();
    held.open();
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(await screen.findByRole('button', { name: 'Unsave' })).toBeTruthy();
  });
});
