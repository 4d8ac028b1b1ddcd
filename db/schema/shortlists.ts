import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
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
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.creatorId] })],
);
