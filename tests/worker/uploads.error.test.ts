import { workerFetch } from './worker-fetch';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../worker/schemas/errors';
import { CREATOR, tokenOf } from './accounts';
import { api } from './helpers';
import { MiB, TEST_PART_SIZE, createMultipart, fakeMedia, partOf, sendPart, uploadSingle } from './uploads.fixtures';

const startUpload = async (token: string, size = TEST_PART_SIZE + 10, filename = 'clip.mp4') => {
  const created = await createMultipart(token, { filename, content_type: 'video/mp4', size_bytes: size });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as { id: string; part_count: number };
};

describe('media type checks', () => {
  it('refuses a file whose name is not an allowed image or video (415)', async () => {
    const token = await tokenOf(CREATOR);
    const single = await uploadSingle(token, 'setup.exe', fakeMedia('exe', 1000), 'application/octet-stream');
    expect(single.status).toBe(415);
    expect(ZApiError.parse(single.json).code).toBe('unsupported_media_type');
    expect(
      (await createMultipart(token, { filename: 'notes.pdf', content_type: 'application/pdf', size_bytes: 20 * MiB }))
        .status,
    ).toBe(415);
  });

  it('refuses a name and a declared type that disagree (415)', async () => {
    const res = await createMultipart(await tokenOf(CREATOR), {
      filename: 'clip.mp4',
      content_type: 'image/png',
      size_bytes: 20 * MiB,
    });
    expect(res.status).toBe(415);
  });

  it('sniffs the content: an executable renamed .mp4 is refused (415) in one request', async () => {
    const res = await uploadSingle(await tokenOf(CREATOR), 'holiday.mp4', fakeMedia('exe', 50_000), 'video/mp4');
    expect(res.status).toBe(415);
    expect(res.json.detail).toBe(
      'This file is not a real MP4 video: it may be damaged or renamed. Export it again and upload that copy.',
    );
  });

  it('sniffs the first part of a multipart upload: a renamed executable is refused (415) and the upload aborted', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('exe', TEST_PART_SIZE + 10);
    const upload = await startUpload(token, file.byteLength, 'holiday.mp4');
    expect((await sendPart(token, upload.id, 1, partOf(file, 1))).status).toBe(415);
    expect((await api.get('/uploads/:id/', { param: { id: upload.id }, token })).json.status).toBe('aborted');
  });

  it('refuses an image whose bytes are a video (415), in words a person reads', async () => {
    const res = await uploadSingle(await tokenOf(CREATOR), 'photo.png', fakeMedia('mp4', 10_000), 'image/png');
    expect(res.status).toBe(415);
    expect(res.json.detail).toContain('This file is not a real PNG image');
  });
});

describe('size checks', () => {
  it('refuses a file over the per-file limit from its declared size (413), before any byte is sent', async () => {
    const res = await createMultipart(await tokenOf(CREATOR), {
      filename: 'huge.mp4',
      content_type: 'video/mp4',
      size_bytes: 6 * 1024 * MiB,
    });
    expect(res.status).toBe(413);
    expect(ZApiError.parse(res.json)).toMatchObject({
      code: 'payload_too_large',
      detail: expect.stringContaining('5 GiB'),
    });
  });

  it('refuses an empty file and a part size outside 5–64 MiB (400)', async () => {
    const token = await tokenOf(CREATOR);
    expect((await createMultipart(token, { filename: 'empty.mp4', size_bytes: 0 })).status).toBe(400);
    const tiny = await createMultipart(token, { filename: 'a.mp4', size_bytes: 20 * MiB, part_size_bytes: MiB });
    expect(tiny.status).toBe(400);
    expect(tiny.error.fields.part_size_bytes).toBeDefined();
  });

  it('needs a Content-Length: a streamed body without one is refused (411)', async () => {
    const token = await tokenOf(CREATOR);
    const upload = await startUpload(token);
    const body = new ReadableStream({ start: (c) => (c.enqueue(fakeMedia('mp4', 100)), c.close()) });
    const res = await workerFetch(`http://localhost/api/uploads/${upload.id}/parts/1/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'x-content-sha256': '0'.repeat(64) },
      body,
    });
    expect(res.status).toBe(411);
  });
});

describe('part checks', () => {
  it('refuses a part number out of range (400)', async () => {
    const token = await tokenOf(CREATOR);
    const upload = await startUpload(token);
    const beyond = await sendPart(token, upload.id, 3, fakeMedia('mp4', 10));
    expect(beyond.status).toBe(400);
    expect(beyond.json.fields.part_number).toBeDefined();
    expect((await sendPart(token, upload.id, 0, fakeMedia('mp4', 10))).status).toBe(400);
  });

  it('refuses a part of the wrong size (400)', async () => {
    const token = await tokenOf(CREATOR);
    const upload = await startUpload(token);
    const res = await sendPart(token, upload.id, 2, fakeMedia('mp4', 11));
    expect(res.status).toBe(400);
    expect(res.json.detail).toContain('exactly 10 bytes');
  });

  it('refuses a part whose bytes do not match its SHA-256 (400) and does not record it', async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 10);
    const upload = await startUpload(token, file.byteLength);
    const res = await sendPart(token, upload.id, 1, partOf(file, 1), 'ab'.repeat(32));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('checksum_mismatch');
    expect((await api.get('/uploads/:id/', { param: { id: upload.id }, token })).json.parts).toEqual([]);
  });

  it('needs the checksum header (400)', async () => {
    const token = await tokenOf(CREATOR);
    const upload = await startUpload(token);
    const res = await workerFetch(`http://localhost/api/uploads/${upload.id}/parts/2/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: fakeMedia('mp4', 10),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields['x-content-sha256']).toBeDefined();
  });

  it('refuses to complete while parts are missing (409) and to cancel a finished upload (409)', async () => {
    const token = await tokenOf(CREATOR);
    const upload = await startUpload(token);
    const early = await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token });
    expect(early.status).toBe(409);
    expect(early.error.detail).toContain('Parts 1, 2');

    const photo = await uploadSingle(token, 'done.png', fakeMedia('png', 100), 'image/png');
    expect((await api.delete('/uploads/:id/', { param: { id: photo.json.id }, token })).status).toBe(409);
    expect((await sendPart(token, photo.json.id, 1, fakeMedia('png', 100))).status).toBe(409);
  });

  it('answers 400 for an id that is not a UUID and 401 without a session', async () => {
    const token = await tokenOf(CREATOR);
    expect((await api.get('/uploads/:id/', { param: { id: 'not-a-uuid' }, token })).status).toBe(400);
    expect((await api.get('/uploads/:id/', { param: { id: crypto.randomUUID() } })).status).toBe(401);
    expect((await api.post('/uploads/multipart/', { json: { filename: 'a.mp4', size_bytes: 10 } })).status).toBe(401);
  });
});
