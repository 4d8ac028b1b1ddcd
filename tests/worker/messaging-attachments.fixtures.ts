import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../db/schema';
import { ZMessage } from '../../worker/schemas/messaging';
import { callRaw, login, testDb } from './helpers';
import { invitedMatch } from './match-fixtures';
import { fakeMedia, uploadSingle } from './uploads.fixtures';

export const messagesPath = (matchId: string) => `/api/campaign-matches/${matchId}/messages/`;

/** A fresh creator invited by Acme Outdoors, signed in, plus a signed-in Acme team member. */
export const attachmentThread = async () => {
  const { creator, match } = await invitedMatch();
  const creatorToken = (await login(creator.email, creator.password)).json.token;
  const brandToken = (await login('brand.member@demo.test')).json.token;
  return { match, creatorToken, brandToken };
};

/** Uploads a small PNG as the token's user and returns its id. */
export const uploadImage = async (token: string, filename = 'trail-shot.png', bytes = fakeMedia('png', 4_000)) => {
  const res = await uploadSingle(token, filename, bytes, 'image/png');
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

export const sendWithAttachment = (matchId: string, token: string, uploadId: string, body = '') =>
  callRaw(messagesPath(matchId), { body: { body, attachment_upload_id: uploadId }, token });

/** Sends a message with an image and checks it was accepted; returns the message. */
export const sendImageMessage = async (matchId: string, token: string, uploadId: string, body = '') => {
  const res = await sendWithAttachment(matchId, token, uploadId, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return ZMessage.parse(res.json);
};

export const messageCountOf = async (matchId: string) =>
  (await testDb().select({ id: messages.id }).from(messages).where(eq(messages.matchId, matchId))).length;
