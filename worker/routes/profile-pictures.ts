import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZPicture, ZPictureParam, ZSetPicture } from '../schemas/profile-picture';
import { removeProfilePicture, servePicture, setProfilePicture } from '../services/account/profile-picture';
import { accountArea } from '../http/account-access';
import { routeArea } from '../http/route-area';

const tags = ['account'];
const account = accountArea(tags);
const pictures = routeArea({ tags });

/** Profile pictures of every account type: set from an upload, remove, and the public picture URL. */
export const profilePictureRoutes = createRouter()
  .openapi(
    account.write('put', '/account/picture/', ZPicture, {
      summary: 'Use one of your finished uploads (JPEG, PNG, WebP or GIF, at most 5 MB) as your profile picture',
      request: jsonBody(ZSetPicture),
      errors: [404, 413, 415],
      session: 'fold',
    }),
    async (c) => {
      const picture = { db: c.get('db'), userId: authOf(c).user.id, uploadId: c.req.valid('json').upload_id };
      return c.json(await setProfilePicture(picture), 200);
    },
  )
  .openapi(
    account.write('delete', '/account/picture/', ZPicture, {
      summary: 'Remove your profile picture (initials are shown instead)',
    }),
    async (c) => c.json(await removeProfilePicture({ db: c.get('db'), userId: authOf(c).user.id }), 200),
  )
  .openapi(
    // Public, yet it reads the session of a signed-in viewer first, as it always did (`before`).
    pictures.file('/pictures/{id}/', {
      type: 'image/*',
      answer: 'The image',
      summary: 'A current profile picture (public; a replaced or removed picture is 404)',
      request: { params: ZPictureParam },
      errors: [404],
      session: 'before',
    }),
    async (c) => servePicture({ db: c.get('db'), env: c.env, uploadId: c.req.valid('param').id }),
  );
