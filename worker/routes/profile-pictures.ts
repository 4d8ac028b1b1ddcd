import { createRoute, z } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZPicture, ZPictureParam, ZSetPicture } from '../schemas/profile-picture';
import { removeProfilePicture, servePicture, setProfilePicture } from '../services/account/profile-picture';

const tags = ['account'];

/** Profile pictures of every account type: set from an upload, remove, and the public picture URL. */
export const profilePictureRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: '/account/picture/',
      tags,
      summary: 'Use one of your finished uploads (JPEG, PNG, WebP or GIF, at most 5 MB) as your profile picture',
      middleware: [requireUser],
      request: jsonBody(ZSetPicture),
      responses: { 200: jsonContent(ZPicture), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) =>
      c.json(
        await setProfilePicture({
          db: c.get('db'),
          userId: authOf(c).user.id,
          uploadId: c.req.valid('json').upload_id,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/account/picture/',
      tags,
      summary: 'Remove your profile picture (initials are shown instead)',
      middleware: [requireUser],
      responses: { 200: jsonContent(ZPicture), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await removeProfilePicture({ db: c.get('db'), userId: authOf(c).user.id }), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/pictures/{id}/',
      tags,
      summary: 'A current profile picture (public; a replaced or removed picture is 404)',
      request: { params: ZPictureParam },
      responses: {
        200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...errorResponses(400, 404),
      },
    }),
    async (c) => servePicture({ db: c.get('db'), env: c.env, uploadId: c.req.valid('param').id }),
  );
