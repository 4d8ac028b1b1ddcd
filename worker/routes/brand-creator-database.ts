import { withPageLinks } from '../lib/page-links';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import {
  ZCreatorProfileForBrand,
  ZCreatorRates,
  ZCreatorSearchQuery,
  ZCreatorSearchResult,
} from '../schemas/creator-search';
import { canSeeProfileDetails } from '../services/brands/plan-gate';
import {
  loadCreatorProfileForBrand,
  loadCreatorRatesForBrand,
  loadOwnCreatorRates,
} from '../services/creator-search/creator-profile';
import { searchCreators } from '../services/creator-search/search-creators';
import { actForBrandWith, brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';

const tags = ['creator database'];
const database = brandArea(tags);
const profiles = brandArea(tags, [...brandAccess, requirePermission('CREATOR_PROFILE', { strategistRoute: true })]);
/** Rates are read by brands and strategists for a brand, and by the creator themself. */
const rates = brandArea(tags, [requireUser, requireRole('Brand', 'Strategist', 'Influencer')]);

export const brandCreatorDatabaseRoutes = createRouter()
  .openapi(
    database.read('/brand/creator-database/', ZCreatorSearchResult, {
      summary: 'Search creators: full text over name, handles and bio, filters (Search Filters), sort, exact count',
      request: { query: ZCreatorSearchQuery },
    }),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      const query = c.req.valid('query');
      return c.json(withPageLinks(c.req.url, query, await searchCreators({ db, auth, brandId, query })), 200);
    },
  )
  .openapi(
    profiles.read('/brand/creators/{id}/', ZCreatorProfileForBrand, {
      summary: 'A creator’s profile for a brand (Creator Profile)',
      request: { params: ZIdParam },
    }),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      return c.json(
        await loadCreatorProfileForBrand({
          db,
          brandId,
          creatorId: c.req.valid('param').id,
          // Asked once the batch (with the session and its plan) has returned: no statement of its own.
          full: () => canSeeProfileDetails({ db, auth, brandId }),
        }),
        200,
      );
    },
  )
  .openapi(
    rates.read('/influencer/profiles/{id}/rates/', ZCreatorRates, {
      summary: 'A creator’s rates per platform and deliverable type (brands, strategists, and the creator themself)',
      request: { params: ZIdParam },
    }),
    async (c) => {
      const query = { db: c.get('db'), creatorId: c.req.valid('param').id };
      const auth = authOf(c);
      // A creator reads their own; a brand user or strategist needs Profile Access and a creator the brand may see.
      if (auth.user.profileOf === 'Influencer') return c.json(await loadOwnCreatorRates({ ...query, auth }), 200);
      const brandId = await actForBrandWith(c, { permission: 'PROFILE_ACCESS', strategistRoute: true });
      return c.json(await loadCreatorRatesForBrand({ ...query, brandId }), 200);
    },
  );
