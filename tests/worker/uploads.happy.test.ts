import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import worker from '../../worker/index';
import { ZUpload, ZUploadPart } from '../../worker/schemas/uploads';
import { CREATOR, tokenOf } from './accounts';
import { api, testDb, testEnv } from './helpers';
import {
  TEST_PART_SIZE,
  fakeMedia,
  fetchMedia,
  partOf,
  sendPart,
  sha256Of,
  startVideoUpload,
  uploadMultipart,
  uploadSingle,
} from './uploads.fixtures';

describe('single-request uploads', () => {
  it('stores a small photo, verifies its checksum and serves it back to its owner with its type', async () => {
    const token = await tokenOf(CREATOR);
    const photo = fakeMedia('png', 200_000);
    const res = await uploadSingle(token, 'Summit sunrise.png', photo, 'image/png');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const upload = ZUpload.parse(res.json);
    expect(upload).toMatchObject({
      status: 'complete',
      mode: 'single',
      content_type: 'image/png',
      kind: 'image',
      size_bytes: 200_000,
      sha256: await sha256Of(photo),
    });

    const media = await fetchMedia(upload.media_url, token);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(photo);
  });

  it('takes the type from the file name when the browser sends none (HEIC, MOV)', async () => {
    const res = await uploadSingle(await tokenOf(CREATOR), 'clip.mov', fakeMedia('mp4', 50_000), '');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.content_type).toBe('video/quicktime');
  });
});

describe('multipart uploads', () => {
  it('creates an upload with equal parts, receives each part and completes into the exact file', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', 2 * TEST_PART_SIZE + 123_457);
    const created = await startVideoUpload(token, 'trail-run.mp4', file);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(ZUpload.parse(created.json)).toMatchObject({
      status: 'uploading',
      mode: 'multipart',
      part_size_bytes: TEST_PART_SIZE,
      part_count: 3,
      parts: [],
      received_bytes: 0,
    });

    for (const n of [1, 2, 3]) {
      const part = await sendPart(token, created.json.id, n, partOf(file, n));
      expect(part.status, JSON.stringify(part.json)).toBe(200);
      expect(ZUploadPart.parse(part.json)).toEqual({
        part_number: n,
        size_bytes: partOf(file, n).byteLength,
        sha256: await sha256Of(partOf(file, n)),
      });
    }
    const done = await api.post('/uploads/:id/complete/', { param: { id: created.json.id }, token });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(ZUpload.parse(done.json)).toMatchObject({
      status: 'complete',
      received_bytes: file.byteLength,
      sha256: expect.stringMatching(/^[0-9a-f]{64}-3$/),
    });

    const media = await fetchMedia(done.json.media_url, token);
    expect(media.headers.get('content-type')).toBe('video/mp4');
    expect(await sha256Of(new Uint8Array(await media.arrayBuffer()))).toBe(await sha256Of(file));
  });

  it('resumes: lists the parts that arrived, refuses to complete with gaps, then completes once the rest is sent', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', 2 * TEST_PART_SIZE + 1000);
    const { json: upload } = await startVideoUpload(token, 'resume.mp4', file);
    await sendPart(token, upload.id, 1, partOf(file, 1));
    await sendPart(token, upload.id, 3, partOf(file, 3));

    const state = await api.get('/uploads/:id/', { param: { id: upload.id }, token });
    expect(state.status).toBe(200);
    expect(state.json.parts.map((p: { part_number: number }) => p.part_number)).toEqual([1, 3]);
    expect(state.json.received_bytes).toBe(TEST_PART_SIZE + 1000);

    const early = await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token });
    expect(early.status).toBe(409);
    expect(early.error.detail).toContain('Parts 2 ');

    await sendPart(token, upload.id, 2, partOf(file, 2));
    const done = await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token });
    expect(done.json.status).toBe('complete');
    const again = await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token });
    expect(again.status).toBe(200);
    expect(again.json.sha256).toBe(done.json.sha256);
  });

  it('records parts sent in parallel without losing any', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', 3 * TEST_PART_SIZE + 10);
    const { json: upload } = await startVideoUpload(token, 'parallel.mp4', file);
    const results = await Promise.all([1, 2, 3, 4].map((n) => sendPart(token, upload.id, n, partOf(file, n))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const state = await api.get('/uploads/:id/', { param: { id: upload.id }, token });
    expect(state.json.parts.map((p: { part_number: number }) => p.part_number)).toEqual([1, 2, 3, 4]);
  });

  it('replaces a part sent twice instead of counting it twice', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 10);
    const { json: upload } = await startVideoUpload(token, 'twice.mp4', file);
    await sendPart(token, upload.id, 2, partOf(file, 2));
    await sendPart(token, upload.id, 2, partOf(file, 2));
    const state = await api.get('/uploads/:id/', { param: { id: upload.id }, token });
    expect(state.json.parts).toHaveLength(1);
    expect(state.json.received_bytes).toBe(10);
  });

  it('aborts on cancel: the upload is marked aborted and takes no more parts', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 10);
    const { json: upload } = await startVideoUpload(token, 'cancel.mp4', file);
    await sendPart(token, upload.id, 1, partOf(file, 1));
    const cancelled = await api.delete('/uploads/:id/', { param: { id: upload.id }, token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('aborted');
    expect(await sendPart(token, upload.id, 2, partOf(file, 2))).toAnswer(409);
    expect(await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token })).toAnswer(409);
    expect(await fetchMedia(upload.media_url, token)).toAnswer(404);
  });
});

describe('range reads', () => {
  it('serves byte ranges with 206, Content-Range and the exact bytes, so videos seek', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 4096);
    const { json: upload } = await uploadMultipart(token, 'seek.mp4', file);

    const middle = await fetchMedia(upload.media_url, token, 'bytes=5242000-5242999');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 5242000-5242999/${file.byteLength}`);
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(middle.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(file.slice(5242000, 5243000));

    const tail = await fetchMedia(upload.media_url, token, 'bytes=-16');
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(file.slice(-16));

    const open = await fetchMedia(upload.media_url, token, `bytes=${file.byteLength - 5}-`);
    expect(open.headers.get('content-range')).toBe(
      `bytes ${file.byteLength - 5}-${file.byteLength - 1}/${file.byteLength}`,
    );
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(file.slice(-5));

    const past = await fetchMedia(upload.media_url, token, `bytes=${file.byteLength}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${file.byteLength}`);
    await past.body?.cancel();
  });
});

describe('clean-up of abandoned uploads', () => {
  it('aborts multipart uploads idle for more than 24 hours on the scheduled run, and keeps active ones', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 10);
    const { json: idle } = await startVideoUpload(token, 'forgotten.mp4', file);
    await sendPart(token, idle.id, 1, partOf(file, 1));
    const { json: active } = await startVideoUpload(token, 'active.mp4', file);
    await testDb()
      .update(uploads)
      .set({ updatedAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(uploads.id, idle.id));

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv, ctx);
    await waitOnExecutionContext(ctx);

    expect((await api.get('/uploads/:id/', { param: { id: idle.id }, token })).json.status).toBe('aborted');
    expect((await api.get('/uploads/:id/', { param: { id: active.id }, token })).json.status).toBe('uploading');
  });
});
