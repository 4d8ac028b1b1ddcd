import { z } from 'zod';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import {
  ZMatchIdParam,
  ZMessage,
  ZMessagePage,
  ZMessagePageQuery,
  ZSendMessage,
  ZThreadList,
} from '../schemas/messaging';
import { loadOwnCampaign } from '../services/campaigns/campaign-rows';
import { listMessages, markThreadRead, sendMessage } from '../services/messaging/messages';
import { listCampaignThreads, listCreatorThreads } from '../services/messaging/threads';
import { afterCommit, brandArea, brandContext } from '../http/brand-access';
import { creatorArea, creatorContext } from '../http/creator-access';
import { routeArea } from '../http/route-area';

const tags = ['messaging'];
const brandThreads = brandArea(tags);
const creatorThreads = creatorArea(tags);
/** One match's conversation: its creator, and the brand's users and strategists (anyone else gets a 404). */
const conversation = routeArea({ tags, middleware: [requireUser], errors: [401, 403, 404] });

export const messagingRoutes = createRouter()
  .openapi(
    brandThreads.read('/brand/campaign-matches-messaging/{id}/', ZThreadList, {
      summary: 'A campaign’s conversations with its creators (last message, unread count)',
      request: { params: ZIdParam },
      session: 'before',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const campaign = await loadOwnCampaign({ db, brandId, id: c.req.valid('param').id });
      return c.json(
        { results: await listCampaignThreads({ db, brandId, campaignId: campaign.id, userId: actorId }) },
        200,
      );
    },
  )
  .openapi(
    creatorThreads.read('/influencer/messaging/threads/', ZThreadList, {
      summary: 'The creator’s conversations with brands',
    }),
    async (c) => c.json({ results: await listCreatorThreads(creatorContext(c)) }, 200),
  )
  .openapi(
    conversation.read('/campaign-matches/{match_id}/messages/', ZMessagePage, {
      summary: 'A page of a conversation, newest first (page backwards with `before`)',
      request: { params: ZMatchIdParam, query: ZMessagePageQuery },
    }),
    async (c) => {
      const matchId = c.req.valid('param').match_id;
      return c.json(await listMessages({ db: c.get('db'), auth: authOf(c), matchId, ...c.req.valid('query') }), 200);
    },
  )
  .openapi(
    conversation.write('post', '/campaign-matches/{match_id}/messages/', ZMessage, {
      summary: 'Send a message (text and/or an image the sender uploaded)',
      description:
        'The attachment must be the sender’s own finished upload (404 otherwise; 409 while it is still uploading) and a JPEG, PNG, WebP or GIF of at most 16 MiB (400 on `attachment_upload_id`).',
      request: { params: ZMatchIdParam, ...jsonBody(ZSendMessage) },
      errors: [409],
      status: 201,
      session: 'fold',
    }),
    async (c) => {
      const { body, attachment_upload_id } = c.req.valid('json');
      const { message, event } = await sendMessage({
        db: c.get('db'),
        auth: authOf(c),
        matchId: c.req.valid('param').match_id,
        body,
        attachmentUploadId: attachment_upload_id,
      });
      afterCommit(c, [event]);
      return c.json(message, 201);
    },
  )
  .openapi(
    conversation.write('post', '/campaign-matches/{match_id}/messages/read/', z.object({ last_read_at: z.string() }), {
      summary: 'Mark the conversation read up to now (read receipt)',
      request: { params: ZMatchIdParam },
      session: 'fold',
    }),
    async (c) => {
      const read = { db: c.get('db'), auth: authOf(c), matchId: c.req.valid('param').match_id };
      return c.json({ last_read_at: await markThreadRead(read) }, 200);
    },
  );
