import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, campaignMatches, campaigns } from '../../db/schema';
import { login, signupCreator, testDb } from './helpers';
import { attachmentThread, sendImageMessage, sendWithAttachment, uploadImage } from './messaging-attachments.fixtures';
import { fetchMedia } from './uploads.fixtures';

describe('who may see an image attached to a message', () => {
  it('hides it from an unrelated creator and from another brand (404)', async () => {
    const { match, creatorToken } = await attachmentThread();
    const sent = await sendImageMessage(match.id, creatorToken, await uploadImage(creatorToken));
    const stranger = await signupCreator();
    const outsiders = [
      (await login('creator@demo.test')).json.token,
      (await login(stranger.email, stranger.password)).json.token,
      (await login('other.brand@demo.test')).json.token,
    ];
    for (const token of outsiders) expect((await fetchMedia(sent.attachment!.url, token)).status).toBe(404);
  });

  it('does not let the other side re-send an image it can see as its own attachment', async () => {
    const { match, creatorToken, brandToken } = await attachmentThread();
    const sent = await sendImageMessage(match.id, creatorToken, await uploadImage(creatorToken));
    expect((await fetchMedia(sent.attachment!.url, brandToken)).status).toBe(200);
    expect((await sendWithAttachment(match.id, brandToken, sent.attachment!.id, 'Forwarding')).status).toBe(404);
  });

  it('grants nothing to a brand that talks to the same creator in another match', async () => {
    const { match, creatorToken } = await attachmentThread();
    const northwindMatch = await matchWithSameCreator(match, 'Northwind Foods');
    const northwind = (await login('other.brand@demo.test')).json.token;
    const inAcmeThread = await sendImageMessage(
      match.id,
      creatorToken,
      await uploadImage(creatorToken, 'for-acme.png'),
    );
    const inNorthwindThread = await sendImageMessage(
      northwindMatch,
      creatorToken,
      await uploadImage(creatorToken, 'for-northwind.png'),
    );
    expect((await fetchMedia(inNorthwindThread.attachment!.url, northwind)).status).toBe(200);
    expect((await fetchMedia(inAcmeThread.attachment!.url, northwind)).status).toBe(404);
  });
});

/** A match of `brandName` with the creator of `match`, written straight to the database. */
const matchWithSameCreator = async (match: { creatorId: string }, brandName: string) => {
  const db = testDb();
  const [brand] = await db.select().from(brands).where(eq(brands.name, brandName));
  const [campaign] = await db
    .insert(campaigns)
    .values({ brandId: brand!.id, title: 'Pantry staples', status: 'active' })
    .returning();
  const [other] = await db
    .insert(campaignMatches)
    .values({
      campaignId: campaign!.id,
      brandId: brand!.id,
      creatorId: match.creatorId,
      status: 'invited',
      source: 'invited',
      statusChangedAt: new Date().toISOString(),
    })
    .returning();
  return other!.id;
};
