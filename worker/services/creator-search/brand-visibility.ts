import { sql } from 'drizzle-orm';

/**
 * Which creators a brand may see, over `creator_profiles p JOIN users u`: approved ones (status ACTIVE). A creator
 * who is pending, was turned down or is suspended stays hidden from the database, saved profiles and suggestions.
 */
export const approvedCreator = sql`u.status = 'ACTIVE'`;

/**
 * A creator's profile for one brand: approved creators, and anyone already in one of that brand's pipelines (the
 * campaign's history links to them and must not break when a creator is suspended later).
 */
export const visibleToBrand = (brandId: string) =>
  sql`(${approvedCreator} OR EXISTS (SELECT 1 FROM campaign_matches vm WHERE vm.creator_id = p.id AND vm.brand_id = ${brandId}))`;
