import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ZCreatorEvent } from '../../worker/schemas/creator-events';
import { ZInternalEvent } from '../../worker/schemas/internal-events';
import { OWNER, STAFF, STRATEGIST, as, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import { api } from './helpers';
import { MiB, fakeMedia, uploadSingle } from './uploads.fixtures';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const acmeId = async () => {
  const me = await as(STRATEGIST).get('/auth/me/');
  return (me.json.managed_brands as { id: string; name: string }[]).find((b) => b.name === 'Acme Outdoors')!.id;
};

const eventBody = async (over: Record<string, unknown> = {}) => ({
  brand_id: await acmeId(),
  title: `Cover test ${crypto.randomUUID().slice(0, 6)}`,
  starts_at: inHours(30),
  ends_at: inHours(32),
  time_zone: 'America/Denver',
  ...over,
});

const uploadAs = async (email: string, kind: 'png' | 'mp4', size: number) => {
  const res = await uploadSingle(
    await tokenOf(email),
    kind === 'png' ? 'cover.png' : 'clip.mp4',
    fakeMedia(kind, size),
    kind === 'png' ? 'image/png' : 'video/mp4',
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

/** The media route's status for a bearer token (the body is the image, not JSON). */
const mediaStatus = async (token: string, url: string) =>
  (await SELF.fetch(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('event cover images', () => {
  it('an organiser sets an uploaded image as the cover; creators see it once published, not while a draft', async () => {
    const cover = await uploadAs(STRATEGIST, 'png', 20_000);
    const created = await as(STRATEGIST).post('/internal/events/', {
      json: await eventBody({ cover_upload_id: cover }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const event = ZInternalEvent.parse(created.json);
    expect(event.cover_url).toBe(`/api/uploads/${cover}/media/`);

    const creator = await newCreator();
    expect(await mediaStatus(creator.token, event.cover_url!)).toBe(404);
    expect(await mediaStatus(await tokenOf(STAFF), event.cover_url!)).toBe(200);

    await as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id: event.id } });
    const seen = ZCreatorEvent.parse(
      (await creator.as.get('/influencer/events/:id/', { param: { id: event.id } })).json,
    );
    expect(seen.cover_url).toBe(event.cover_url);
    expect(await mediaStatus(creator.token, event.cover_url!)).toBe(200);

    // Another organiser keeps the cover on edit, or removes it.
    const { id: _id, brand: _b, counts: _c, is_past: _p, status: _s, cover_url: _u, ...rest } = event;
    const kept = await as(STAFF).put('/internal/events/:id/', { param: { id: event.id }, json: rest });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(ZInternalEvent.parse(kept.json).cover_url).toBe(event.cover_url);
    const removed = await as(STAFF).put('/internal/events/:id/', {
      param: { id: event.id },
      json: { ...rest, cover_upload_id: null },
    });
    expect(ZInternalEvent.parse(removed.json).cover_url).toBeNull();
  });

  it('refuses a video, an image over 5 MB and someone else’s upload (400 on the field)', async () => {
    const video = await uploadAs(STRATEGIST, 'mp4', 20_000);
    const huge = await uploadAs(STRATEGIST, 'png', 5 * MiB + 1);
    const theirs = await uploadAs(OWNER, 'png', 20_000);
    for (const [upload, message] of [
      [video, /image/],
      [huge, /5 MB/],
      [theirs, /again/],
    ] as const) {
      const res = await as(STRATEGIST).post('/internal/events/', {
        json: await eventBody({ cover_upload_id: upload }),
      });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.error.fields.cover_upload_id[0]).toMatch(message);
    }
    expect(
      (
        await as(STRATEGIST).post('/internal/events/', {
          json: await eventBody({ cover_upload_id: 'nope' }),
        })
      ).status,
    ).toBe(400);
    expect((await api.post('/internal/events/', { json: await eventBody() })).status).toBe(401);
  });
});

describe('invitable creators for an invited list', () => {
  it('finds approved creators by name or handle, names picked ids, and is internal-only', async () => {
    const found = await as(STRATEGIST).get('/internal/events/invitable-creators/', {
      query: { q: 'casey' },
    });
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    const casey = (found.json.results as { id: string; name: string; handle: string | null }[]).find(
      (c) => c.name === 'Casey Rivera',
    );
    expect(casey?.handle).toBeTruthy();
    expect(
      (
        await as(STRATEGIST).get('/internal/events/invitable-creators/', { query: { q: 'casey.on.tr' } })
      ).json.results.map((c: { id: string }) => c.id),
    ).toContain(casey!.id);
    const byId = await as(STAFF).get('/internal/events/invitable-creators/', {
      query: { ids: casey!.id },
    });
    expect(byId.json.results).toEqual([expect.objectContaining({ id: casey!.id, name: 'Casey Rivera' })]);
    // A creator waiting for approval is not offered; wildcards are literal.
    const pending = await newCreator({ approved: false });
    expect(
      (
        await as(STRATEGIST).get('/internal/events/invitable-creators/', {
          query: { ids: pending.profileId },
        })
      ).json.results,
    ).toEqual([]);
    expect(
      (await as(STRATEGIST).get('/internal/events/invitable-creators/', { query: { q: '%' } })).json.results,
    ).toEqual([]);
    expect((await as(STRATEGIST).get('/internal/events/invitable-creators/', { query: { ids: 'nope' } })).status).toBe(
      400,
    );
    expect((await as(OWNER).get('/internal/events/invitable-creators/', { query: { q: 'casey' } })).status).toBe(403);
    expect((await pending.as.get('/internal/events/invitable-creators/', { query: { q: 'casey' } })).status).toBe(403);
  });
});
