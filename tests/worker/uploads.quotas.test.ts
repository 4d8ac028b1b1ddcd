import { workerFetch } from './worker-fetch';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { newCreator } from './creator-helpers';
import { testDb } from './helpers';
import { createMultipart, fakeMedia, MiB, sha256Of } from './uploads.fixtures';

const GiB = 1024 * MiB;
const video = (size: number) => ({ filename: 'clip.mp4', content_type: 'video/mp4', size_bytes: size });

describe('upload quotas by role', () => {
  it('keeps a creator awaiting approval to small files (413 with the limit in its detail)', async () => {
    const pending = await newCreator({ approved: false });
    const res = await createMultipart(pending.token, video(5 * GiB));
    expect([res.status, res.error.code]).toEqual([413, 'payload_too_large']);
    expect(res.error.detail).toMatch(/100 MiB for creators awaiting approval/);
  });

  it('allows a creator awaiting approval two uploads at once: of 20 simultaneous starts, 2 succeed and 18 get 429', async () => {
    const pending = await newCreator({ approved: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createMultipart(pending.token, video(20 * MiB))),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(),
    ).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.error.code).toBe('too_many_uploads');
    expect(refused.error.detail).toMatch(/2 uploads at once/);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await testDb().select().from(uploads).where(eq(uploads.ownerId, pending.userId))).toHaveLength(2);
  });

  it('counts unfinished uploads at full size towards the total (413 upload_quota_exceeded), and frees it when they are cancelled', async () => {
    const pending = await newCreator({ approved: false });
    const db = testDb();
    const first = await createMultipart(pending.token, video(100 * MiB));
    const second = await createMultipart(pending.token, video(100 * MiB));
    expect([first.status, second.status]).toEqual([201, 201]);
    // Idle for an hour: no longer in flight, but still reserving their size (and 300 MiB more stored).
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    await db.update(uploads).set({ updatedAt: hourAgo }).where(eq(uploads.ownerId, pending.userId));
    await db
      .update(uploads)
      .set({ sizeBytes: 250 * MiB })
      .where(eq(uploads.id, first.json.id));
    await db
      .update(uploads)
      .set({ sizeBytes: 230 * MiB })
      .where(eq(uploads.id, second.json.id));

    const over = await createMultipart(pending.token, video(30 * MiB));
    expect([over.status, over.error.code]).toEqual([413, 'upload_quota_exceeded']);
    expect(over.error.detail).toMatch(/at most 500 MiB; 480 MiB is in use/);
    expect((await pending.as.delete('/uploads/:id/', { param: { id: first.json.id } })).status).toBe(200);
    expect((await createMultipart(pending.token, video(30 * MiB))).status).toBe(201);
  });

  it('lets an approved creator start larger and more uploads', async () => {
    const creator = await newCreator();
    const answers = await Promise.all(Array.from({ length: 4 }, () => createMultipart(creator.token, video(2 * GiB))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  });
});

describe('a dropped upload connection', () => {
  const sendThenDrop = async (token: string, sent: Uint8Array, declared: number) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (sent.byteLength > 0) controller.enqueue(sent);
        controller.close(); // the connection ends before the declared length
      },
    });
    const res = await workerFetch('http://localhost/api/uploads/?filename=photo.png', {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'image/png',
        'content-length': String(declared),
        'x-content-sha256': await sha256Of(sent),
      },
    });
    return { status: res.status, json: (await res.json()) as { code: string } };
  };

  it('is a client error (400 incomplete_body), not a 500, wherever it stops', async () => {
    const creator = await newCreator();
    const head = fakeMedia('png', 400 * 1024);
    for (const sent of [new Uint8Array(), head.subarray(0, 50 * 1024), head]) {
      const res = await sendThenDrop(creator.token, sent, 600 * 1024);
      expect([res.status, res.json.code], `after ${sent.byteLength} bytes`).toEqual([400, 'incomplete_body']);
    }
  });
});
