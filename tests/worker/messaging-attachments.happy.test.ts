import { describe, expect, it } from 'vitest';
import { ZMessagePage, ZThreadList } from '../../worker/schemas/messaging';
import { api, callRaw, login } from './helpers';
import { domainEventsOf } from './outbox-fixtures';
import { attachmentThread, messagesPath, sendImageMessage, uploadImage } from './messaging-attachments.fixtures';
import { fakeMedia, fetchMedia } from './uploads.fixtures';

describe('images attached to messages', () => {
  it('lets the creator send an image that the whole brand side can list and open', async () => {
    const { match, creatorToken, brandToken } = await attachmentThread();
    const bytes = fakeMedia('png', 6_000);
    const uploadId = await uploadImage(creatorToken, 'trail-shot.png', bytes);

    const sent = await sendImageMessage(match.id, creatorToken, uploadId, 'Here is the shot from Saturday');
    const expected = {
      id: uploadId,
      url: `/api/uploads/${uploadId}/media/`,
      filename: 'trail-shot.png',
      content_type: 'image/png',
      size_bytes: 6_000,
    };
    expect(sent).toMatchObject({
      body: 'Here is the shot from Saturday',
      attachment_upload_id: uploadId,
      attachment: expected,
    });

    const page = ZMessagePage.parse((await callRaw(messagesPath(match.id), { token: brandToken })).json);
    expect(page.results[0]).toMatchObject({ id: sent.id, attachment: expected });

    for (const token of [
      brandToken,
      (await login('brand.owner@demo.test')).json.token,
      (await login('strategist@demo.test')).json.token,
      creatorToken,
    ]) {
      const media = await fetchMedia(expected.url, token);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);
    }
  });

  it('lets the brand send an image on its own, which the creator can open', async () => {
    const { match, creatorToken, brandToken } = await attachmentThread();
    const uploadId = await uploadImage(brandToken, 'moodboard.png');
    const sent = await sendImageMessage(match.id, brandToken, uploadId);
    expect(sent).toMatchObject({ body: '', sender_side: 'brand', attachment: { filename: 'moodboard.png' } });

    expect((await fetchMedia(sent.attachment!.url, creatorToken)).status).toBe(200);
    const thread = ZThreadList.parse(
      (await api.get('/influencer/messaging/threads/', { token: creatorToken })).json,
    ).results.find((t) => t.match_id === match.id);
    expect(thread).toMatchObject({ unread_count: 1, last_message: { body: '' } });
    const [event] = await domainEventsOf('message.sent', { message_id: sent.id });
    expect(event?.payload.preview).toBe('Sent a photo.'); // what the creator's notification says
  });

  it('keeps messages without attachments as they were', async () => {
    const { match, brandToken } = await attachmentThread();
    const res = await callRaw(messagesPath(match.id), { body: { body: 'Plain text' }, token: brandToken });
    expect(res.json).toMatchObject({ attachment_upload_id: null, attachment: null });
    const page = ZMessagePage.parse((await callRaw(messagesPath(match.id), { token: brandToken })).json);
    expect(page.results[0]!.attachment).toBeNull();
  });
});
