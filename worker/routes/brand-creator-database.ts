import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { withPageLinks } from '../lib/page-links';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
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
import { actForBrandWith, brandAccess, brandContext, requirePermission } from '../http/brand-access';

const tags = ['creator database'];

export const brandCreatorDatabaseRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/creator-database/',
        tags,
        summary: 'Search creators: full text over name, handles and bio, filters (Search Filters), sort, exact count',
        middleware: [...brandAccess],
        request: { query: ZCreatorSearchQuery },
        responses: { 200: jsonContent(ZCreatorSearchResult), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      return c.json(
        withPageLinks(
          c.req.url,
          c.req.valid('query'),
          await searchCreators({ db, auth, brandId, query: c.req.valid('query') }),
        ),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/creators/{id}/',
        tags,
        summary: 'A creator’s profile for a brand (Creator Profile)',
        middleware: [...brandAccess, requirePermission('CREATOR_PROFILE', { strategistRoute: true })],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCreatorProfileForBrand), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
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
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/profiles/{id}/rates/',
        tags,
        summary: 'A creator’s rates per platform and deliverable type (brands, strategists, and the creator themself)',
        middleware: [requireUser, requireRole('Brand', 'Strategist', 'Influencer')],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCreatorRates), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const query = { db: c.get('db'), creatorId: c.req.valid('param').id };
      const auth = authOf(c);
      // A creator reads their own; a brand user or strategist needs Profile Access and a creator the brand may see.
      if (auth.user.profileOf === 'Influencer') return c.json(await loadOwnCreatorRates({ ...query, auth }), 200);
      const brandId = await actForBrandWith(c, { permission: 'PROFILE_ACCESS', strategistRoute: true });
      return c.json(await loadCreatorRatesForBrand({ ...query, brandId }), 200);
    },
  );
