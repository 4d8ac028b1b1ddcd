import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { campaignMatches, type DeliverableTemplate } from './campaigns';
import { belongsTo, createdAt, id } from './columns';
import { users } from './users';

/**
 * Every round of a match's negotiation, in order: the brand's offers and the creator's counter-offers. The
 * match row holds the terms on the table; these rows are the history both sides read.
 */
export const matchOffers = sqliteTable(
  'match_offers',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    side: text('side', { enum: ['brand', 'creator'] }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    /** The deliverables of a brand's offer; a counter-offer keeps the deliverables on the table (null). */
    deliverables: text('deliverables', { mode: 'json' }).$type<DeliverableTemplate[]>(),
    message: text('message'),
    actorId: text('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('match_offers_match_idx').on(t.matchId, t.createdAt)],
);
