import { describe, expect, it } from 'vitest';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '../../worker/schemas/messaging';
import { api, callRaw, login, signupCreator } from './helpers';
import {
  attachmentThread,
  messageCountOf,
  messagesPath,
  sendWithAttachment,
  uploadImage,
} from './messaging-attachments.fixtures';
import { MiB, createMultipart, fakeMedia, uploadSingle } from './uploads.fixtures';

describe('attachments that cannot be sent', () => {
  it('answers 409 for an image still uploading or cancelled, and writes nothing', async () => {
    const { match, creatorToken } = await attachmentThread();
    const unfinished = await createMultipart(creatorToken, {
      filename: 'huge.png',
      content_type: 'image/png',
      size_bytes: 6 * MiB,
    });
    expect(unfinished.json.status).toBe('uploading');

    const res = await sendWithAttachment(match.id, creatorToken, unfinished.json.id, 'Look!');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'conflict', detail: expect.stringMatching(/not finished uploading/) });

    await api.delete('/uploads/:id/', { param: { id: unfinished.json.id }, token: creatorToken });
    expect((await sendWithAttachment(match.id, creatorToken, unfinished.json.id, 'Look!')).status).toBe(409);
    expect(await messageCountOf(match.id)).toBe(0);
  });

  it('answers 400 on the field for a video or an image too large for a message', async () => {
    const { match, creatorToken } = await attachmentThread();
    const video = (await uploadSingle(creatorToken, 'clip.mp4', fakeMedia('mp4', 4_000))).json.id;
    const res = await sendWithAttachment(match.id, creatorToken, video, 'A clip');
    expect(res.status).toBe(400);
    expect(res.json.fields.attachment_upload_id).toEqual(['Attach a JPEG, PNG, WebP or GIF image.']);

    const huge = await uploadImage(creatorToken, 'poster.png', fakeMedia('png', MESSAGE_ATTACHMENT_MAX_BYTES + 1));
    const tooBig = await sendWithAttachment(match.id, creatorToken, huge);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.fields.attachment_upload_id[0]).toMatch(/at most 16/);
    expect(await messageCountOf(match.id)).toBe(0);
  });

  it('answers 404 `upload` for someone else’s upload or an unknown id, and 400 for a malformed one', async () => {
    const { match, creatorToken } = await attachmentThread();
    const stranger = await signupCreator();
    const theirs = await uploadImage((await login(stranger.email, stranger.password)).json.token);

    for (const id of [theirs, crypto.randomUUID()]) {
      const res = await sendWithAttachment(match.id, creatorToken, id, 'Mine now');
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'not_found', detail: 'No such upload.' });
    }
    const malformed = await callRaw(messagesPath(match.id), {
      body: { body: 'x', attachment_upload_id: 'not-a-uuid' },
      token: creatorToken,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.fields.attachment_upload_id).toBeDefined();
    expect(await messageCountOf(match.id)).toBe(0);
  });
});
