import { z } from '@hono/zod-openapi';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import { ZSavedProfileBody, ZSavedProfileQuery, ZSavedProfiles } from '../schemas/creator-search';
import { ZPageQuery } from '../schemas/pagination';
import { listSavedProfiles, removeSavedProfile, saveProfile } from '../services/saved-profiles/saved-profiles';
import { brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { withPageLinks } from '../lib/page-links';

const saved = brandArea(['saved creators'], [...brandAccess, requirePermission('SAVE_CREATORS')]);
const ZSaved = z.object({ profile_id: z.string().uuid(), saved: z.literal(true) });

export const brandSavedProfileRoutes = createRouter()
  .openapi(
    saved.read('/brand/saved-profiles/', ZSavedProfiles, {
      summary: 'The brand’s saved creators, newest first',
      request: { query: ZPageQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const page = c.req.valid('query');
      return c.json(withPageLinks(c.req.url, page, await listSavedProfiles({ db, brandId, page })), 200);
    },
  )
  .openapi(
    saved.write('post', '/brand/add-profile/', ZSaved, {
      summary: 'Save a creator (saving again changes nothing)',
      request: jsonBody(ZSavedProfileBody),
      answers: { 200: 'Already saved', 201: 'Saved' },
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { profile_id } = c.req.valid('json');
      const { created } = await saveProfile({ db, brandId, creatorId: profile_id, userId: actorId });
      return c.json({ profile_id, saved: true as const }, created ? 201 : 200);
    },
  )
  .openapi(
    saved.write('delete', '/brand/remove-profile/', ZDetail, {
      summary: 'Unsave a creator (?profile_id=)',
      request: { query: ZSavedProfileQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      await removeSavedProfile({ db, brandId, creatorId: c.req.valid('query').profile_id });
      return c.json({ detail: 'Removed from saved creators.' }, 200);
    },
  );
