import { createRoute } from '@hono/zod-openapi';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import {
  ZMatchIdParam,
  ZMessage,
  ZMessagePage,
  ZMessagePageQuery,
  ZSendMessage,
  ZThreadList,
} from '../schemas/messaging';
import { z } from 'zod';
import { loadOwnCampaign } from '../services/campaigns/campaign-rows';
import { ownCreatorId } from '../services/creators/load-creator';
import { foldSession } from '../lib/session-fold';
import { resolveMatchParty } from '../services/messaging/match-party';
import { listMessages, markThreadRead, sendMessage } from '../services/messaging/messages';
import { listCampaignThreads, listCreatorThreads } from '../services/messaging/threads';
import { afterCommit, brandAccess, brandContext } from '../http/brand-access';

const tags = ['messaging'];

export const messagingRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/campaign-matches-messaging/{id}/',
      tags,
      summary: 'A campaign’s conversations with its creators (last message, unread count)',
      middleware: [...brandAccess],
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZThreadList), ...errorResponses(400, 401, 403, 404) },
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
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/messaging/threads/',
        tags,
        summary: 'The creator’s conversations with brands',
        middleware: [requireUser, requireRole('Influencer')],
        responses: { 200: jsonContent(ZThreadList), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const auth = authOf(c);
      const creatorId = ownCreatorId(auth);
      return c.json({ results: await listCreatorThreads({ db: c.get('db'), creatorId, userId: auth.user.id }) }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/campaign-matches/{match_id}/messages/',
        tags,
        summary: 'A page of a conversation, newest first (page backwards with `before`)',
        middleware: [requireUser],
        request: { params: ZMatchIdParam, query: ZMessagePageQuery },
        responses: { 200: jsonContent(ZMessagePage), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const matchId = c.req.valid('param').match_id;
      return c.json(await listMessages({ db: c.get('db'), auth: authOf(c), matchId, ...c.req.valid('query') }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaign-matches/{match_id}/messages/',
      tags,
      summary: 'Send a message (text and/or an image the sender uploaded)',
      description:
        'The attachment must be the sender’s own finished upload (404 otherwise; 409 while it is still uploading) and a JPEG, PNG, WebP or GIF of at most 16 MiB (400 on `attachment_upload_id`).',
      middleware: [requireUser],
      request: { params: ZMatchIdParam, ...jsonBody(ZSendMessage) },
      responses: { 201: jsonContent(ZMessage), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const db = c.get('db');
      const { user } = authOf(c);
      const party = await resolveMatchParty({ db, auth: authOf(c), matchId: c.req.valid('param').match_id });
      const { body, attachment_upload_id } = c.req.valid('json');
      const { message, event } = await sendMessage({
        db,
        party,
        senderId: user.id,
        senderName: `${user.firstName} ${user.lastName}`.trim(),
        body,
        attachmentUploadId: attachment_upload_id,
      });
      afterCommit(c, [event]);
      return c.json(message, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaign-matches/{match_id}/messages/read/',
      tags,
      summary: 'Mark the conversation read up to now (read receipt)',
      middleware: [requireUser],
      request: { params: ZMatchIdParam },
      responses: { 200: jsonContent(z.object({ last_read_at: z.string() })), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const db = c.get('db');
      const { user } = authOf(c);
      const party = await resolveMatchParty({ db, auth: authOf(c), matchId: c.req.valid('param').match_id });
      return c.json({ last_read_at: await markThreadRead({ db, matchId: party.match.id, userId: user.id }) }, 200);
    },
  );
