import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import { ZSavedProfileBody, ZSavedProfileQuery, ZSavedProfiles } from '../schemas/creator-search';
import { ZPageQuery } from '../schemas/pagination';
import { listSavedProfiles, removeSavedProfile, saveProfile } from '../services/saved-profiles/saved-profiles';
import { brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { withPageLinks } from '../lib/page-links';
import { foldSession } from '../lib/session-fold';

const tags = ['saved creators'];
const saved = [...brandAccess, requirePermission('SAVE_CREATORS')] as const;
const ZSaved = z.object({ profile_id: z.string().uuid(), saved: z.literal(true) });

export const brandSavedProfileRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/saved-profiles/',
        tags,
        summary: 'The brand’s saved creators, newest first',
        middleware: [...saved],
        request: { query: ZPageQuery },
        responses: { 200: jsonContent(ZSavedProfiles), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const page = c.req.valid('query');
      return c.json(withPageLinks(c.req.url, page, await listSavedProfiles({ db, brandId, page })), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/add-profile/',
      tags,
      summary: 'Save a creator (saving again changes nothing)',
      middleware: [...saved],
      request: jsonBody(ZSavedProfileBody),
      responses: {
        200: jsonContent(ZSaved, 'Already saved'),
        201: jsonContent(ZSaved, 'Saved'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { profile_id } = c.req.valid('json');
      const { created } = await saveProfile({ db, brandId, creatorId: profile_id, userId: actorId });
      return c.json({ profile_id, saved: true as const }, created ? 201 : 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/brand/remove-profile/',
      tags,
      summary: 'Unsave a creator (?profile_id=)',
      middleware: [...saved],
      request: { query: ZSavedProfileQuery },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      await removeSavedProfile({ db, brandId, creatorId: c.req.valid('query').profile_id });
      return c.json({ detail: 'Removed from saved creators.' }, 200);
    },
  );
