import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema';
import { ZPicture } from '../../worker/schemas/profile-picture';
import { setProfilePicture } from '../../worker/services/account/profile-picture';
import { STAFF, STRATEGIST, as, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import { api, callRaw, testDb } from './helpers';
import { newBrand } from './team-fixtures';
import { fakeMedia, MiB, uploadSingle } from './uploads.fixtures';
import { roundTripsOf } from './worker-fetch';
import { dbWithChangeAfterRead } from './between-round-trips';

const png = (size = 2048) => fakeMedia('png', size);
const uploadPicture = async (token: string, bytes = png(), filename = 'me.png', type = 'image/png') => {
  const res = await uploadSingle(token, filename, bytes, type);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};
const setPicture = (token: string, uploadId: string) =>
  api.put('/account/picture/', { token, json: { upload_id: uploadId } });
const publicFetch = (url: string) => SELF.fetch(`http://localhost${url}`);

describe('profile pictures', () => {
  it('a brand user sets a picture from an upload: it is in /auth/me, served publicly, and a replaced or removed one is gone', async () => {
    const brand = await newBrand();
    const first = await uploadPicture(brand.token);
    const set = await setPicture(brand.token, first);
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(roundTripsOf(set.headers)).toBe(2);
    const picture = ZPicture.parse(set.json).display_picture!;
    expect(picture).toBe(`/api/pictures/${first}/`);
    expect((await brand.as.get('/auth/me/')).json.display_picture).toBe(picture);

    const served = await publicFetch(picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());

    const second = await uploadPicture(brand.token, png(4096), 'new.png');
    expect((await setPicture(brand.token, second)).json.display_picture).toBe(`/api/pictures/${second}/`);
    expect((await publicFetch(picture)).status).toBe(404);
    expect((await publicFetch(`/api/pictures/${second}/`)).status).toBe(200);

    const removed = await api.delete('/account/picture/', { token: brand.token });
    expect(removed.json).toEqual({ display_picture: null, detail: 'Picture removed.' });
    expect((await brand.as.get('/auth/me/')).json.display_picture).toBeNull();
    expect((await publicFetch(`/api/pictures/${second}/`)).status).toBe(404);
  });

  it('shows the picture where the person appears: the team list and a creator card in search', async () => {
    const brand = await newBrand();
    const upload = await uploadPicture(brand.token);
    await setPicture(brand.token, upload);
    const team = (await brand.as.get('/brand/team/')).json;
    expect(JSON.stringify(team)).toContain(`/api/pictures/${upload}/`);

    const creator = await newCreator();
    const creatorUpload = await uploadPicture(creator.token, png(), 'face.png');
    expect((await setPicture(creator.token, creatorUpload)).status).toBe(200);
    const profile = (await creator.as.get('/influencer/profile/')).json;
    expect(profile.display_picture).toBe(`/api/pictures/${creatorUpload}/`);
    expect(profile.completeness.missing).not.toContain('display_picture');
  });

  it('works for strategists and staff too', async () => {
    for (const who of [STRATEGIST, STAFF]) {
      const token = await tokenOf(who);
      const upload = await uploadPicture(token);
      expect((await setPicture(token, upload)).status, who).toBe(200);
      expect((await as(who).delete('/account/picture/')).status).toBe(200);
    }
  });

  it('creator profile forms take only their own uploaded picture, never a pasted link', async () => {
    const creator = await newCreator();
    const pasted = await creator.as.patch('/influencer/profile/', {
      json: { display_picture: 'https://example.com/me.jpg' },
    });
    expect(pasted.status).toBe(400);
    expect(pasted.error.fields.display_picture).toBeDefined();
    const other = await newBrand();
    const foreign = await uploadPicture(other.token);
    expect(
      (
        await creator.as.patch('/influencer/profile/', {
          json: { display_picture: `/api/pictures/${foreign}/` },
        })
      ).status,
    ).toBe(404);
    const own = await uploadPicture(creator.token);
    const saved = await creator.as.patch('/influencer/profile/', {
      json: { display_picture: `/api/pictures/${own}/` },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.display_picture).toBe(`/api/pictures/${own}/`);
    expect(
      (await creator.as.patch('/influencer/profile/', { json: { display_picture: null } })).json.display_picture,
    ).toBeNull();
  });

  it('refuses videos, pictures over 5 MB, unfinished or foreign uploads, and bad bodies', async () => {
    const brand = await newBrand();
    const video = await uploadPicture(brand.token, fakeMedia('mp4', 4096), 'clip.mp4', 'video/mp4');
    expect((await setPicture(brand.token, video)).status).toBe(415);
    const big = await uploadPicture(brand.token, png(5 * MiB + 1), 'huge.png');
    expect((await setPicture(brand.token, big)).status).toBe(413);
    const other = await newBrand();
    const foreign = await uploadPicture(other.token);
    expect((await setPicture(brand.token, foreign)).status).toBe(404);
    expect((await setPicture(brand.token, crypto.randomUUID())).status).toBe(404);
    const multipart = await api.post('/uploads/multipart/', {
      token: brand.token,
      json: { filename: 'big.png', content_type: 'image/png', size_bytes: 6 * MiB },
    });
    expect((await setPicture(brand.token, multipart.json.id)).status).toBe(404);
    expect((await api.put('/account/picture/', { token: brand.token, json: { upload_id: 'nope' } })).status).toBe(400);
    expect((await callRaw('/api/account/picture/', { token: brand.token, method: 'PUT', rawBody: '{' })).status).toBe(
      400,
    );
    expect((await publicFetch(`/api/pictures/${foreign}/`)).status).toBe(404);
    expect((await publicFetch('/api/pictures/nope/')).status).toBe(400);
  });

  it('needs a signed-in user to change a picture', async () => {
    expect((await api.put('/account/picture/', { json: { upload_id: crypto.randomUUID() } })).status).toBe(401);
    expect((await api.delete('/account/picture/')).status).toBe(401);
  });

  it('an upload gone between the read and the write is the same 404, and the picture stays as it was', async () => {
    const brand = await newBrand();
    const kept = await uploadPicture(brand.token);
    await setPicture(brand.token, kept);
    const doomed = await uploadPicture(brand.token, png(), 'doomed.png');
    const db = testDb();
    const racing = dbWithChangeAfterRead(() => db.delete(uploads).where(eq(uploads.id, doomed)));
    await expect(setProfilePicture({ db: racing, userId: brand.userId, uploadId: doomed })).rejects.toMatchObject({
      code: 'not_found',
    });
    const [user] = await db.select({ picture: users.displayPicture }).from(users).where(eq(users.id, brand.userId));
    expect(user!.picture).toBe(`/api/pictures/${kept}/`);
  });
});
