import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt } from './columns';
import { campaigns } from './campaigns';
import { creatorProfiles } from './creators';
import { users } from './users';

/**
 * Creators a brand added to a campaign still in draft ("Add to campaign" before launch). Nobody is told yet: when
 * the campaign is published each is invited (a match and its `match.invited` event) and the row is removed.
 */
export const campaignShortlist = sqliteTable(
  'campaign_shortlist',
  {
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.creatorId] })],
);
