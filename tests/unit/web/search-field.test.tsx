import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ZCampaignListQuery } from '@schemas/campaign';
import { ZCampaignSearchQuery } from '@schemas/creator-campaigns';
import { ZCreatorSearchQuery } from '@schemas/creator-search';
import { ZOrganizationListQuery } from '@schemas/internal-organizations';
import { SEARCH_TEXT_MAX } from '@schemas/vocabularies';
import { SearchField } from '@/components/ui/search-field';
import { renderScreen } from './setup/render';

const SearchBox = () => {
  const [text, setText] = useState('');
  return <SearchField label="Search creators" value={text} onSearch={setText} />;
};

describe('a list’s search box', () => {
  it('stops at the longest text the searches accept, so a long paste never ends in “could not search”', async () => {
    const { user } = renderScreen(<SearchBox />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search creators' });
    await user.click(box);
    await user.paste('trail running '.repeat(12));
    expect(box.value).toHaveLength(SEARCH_TEXT_MAX);
    for (const query of [ZCreatorSearchQuery, ZCampaignListQuery, ZCampaignSearchQuery, ZOrganizationListQuery])
      expect(query.safeParse({ q: box.value }).success).toBe(true);
    expect(ZCreatorSearchQuery.safeParse({ q: `${box.value}x` }).success).toBe(false);
  });
});
