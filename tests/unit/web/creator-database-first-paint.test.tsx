import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCreatorCard } from '@schemas/creator-search';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { CreatorRow } from '@/features/brand-campaigns/components/creator-row';
import { CreatorResults } from '@/features/brand-creators/components/creator-results';
import { renderScreen } from './setup/render';

/** A card as the search answers it. */
const creatorCard = (n: number): TCreatorCard => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Creator ${n}`,
  display_picture: null,
  bio: `Bio of creator ${n}.`,
  location: { id: 'us-new-york', label: 'New York, United States', country_code: 'US' },
  niches: ['Fitness'],
  languages: ['English'],
  total_followers: 1000 * n,
  engagement_rate: 2.5,
  accounts: [{ platform: 'instagram', handle: `creator${n}`, followers: 1000 * n, engagement_rate: 2.5 }],
  rate_min_cents: 50_000,
  rate_max_cents: 120_000,
  audience: null,
  credibility: null,
  is_saved: false,
  created_at: '2026-05-25T19:48:30.570Z',
});

/** The test DOM's own window size (the media queries read it). */
type TestWindow = { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setWidth = (width: number) => (window as unknown as TestWindow).happyDOM.setViewport({ width, height: 844 });

describe('the creator database draws its first screen first', () => {
  afterEach(() => setWidth(1024));

  it('draws every card of the page, the later ones right after the first', async () => {
    const creators = Array.from({ length: 20 }, (_, i) => creatorCard(i + 1));
    renderScreen(<CreatorResults creators={creators} count={45} page={1} pageSize={20} onPage={() => undefined} />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(20);
    expect(screen.getByRole('heading', { name: 'Creator 20' })).toBeTruthy();
    expect(screen.getAllByText('$500–$1,200')).toHaveLength(20);
  });

  it('on a phone, draws the folded filters only once they are opened, and keeps what was typed', async () => {
    setWidth(390);
    const { user } = renderScreen(
      <FilterDisclosure activeCount={0}>
        <label>
          Min followers <input name="followers_min" />
        </label>
      </FilterDisclosure>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByLabelText('Min followers')).toBeNull();
    await user.click(toggle);
    await user.type(screen.getByLabelText('Min followers'), '5000');
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText<HTMLInputElement>('Min followers').value).toBe('5000');
  });

  it('on a wide screen, draws the filters at once', () => {
    setWidth(1280);
    renderScreen(
      <FilterDisclosure activeCount={0}>
        <label>
          Min followers <input name="followers_min" />
        </label>
      </FilterDisclosure>,
    );
    expect(screen.getByLabelText('Min followers')).toBeTruthy();
  });
});

describe('a creator’s row in a campaign’s lists', () => {
  it('is a group named after the creator, so its Invite and Remove say whose row they act on', () => {
    renderScreen(
      <ul>
        {[1, 2].map((n) => (
          <CreatorRow key={n} creator={creatorCard(n)} aside={<button type="button">Invite</button>} />
        ))}
      </ul>,
    );
    expect(
      within(screen.getByRole('group', { name: 'Creator 2' })).getByRole('button', { name: 'Invite' }),
    ).toBeTruthy();
  });
});
