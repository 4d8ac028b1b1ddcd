import { createRoute } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZSessionList } from '../schemas/auth';
import { describeDevice, listActiveSessions, revokeOtherSessions } from '../services/auth/sessions';
import { z } from 'zod';

const tags = ['auth'];

export const sessionRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/auth/sessions/',
        tags,
        middleware: [requireUser],
        responses: { 200: jsonContent(ZSessionList), ...errorResponses(401) },
      }),
    ),
    async (c) => {
      const auth = authOf(c);
      const rows = await listActiveSessions({ db: c.get('db'), userId: auth.user.id });
      const results = rows.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt,
        last_seen_at: s.lastSeenAt,
        expires_at: s.expiresAt,
        current: s.id === auth.sessionId,
      }));
      return c.json({ results }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/sessions/revoke-others/',
      tags,
      middleware: [requireUser],
      responses: { 200: jsonContent(z.object({ revoked: z.number().int() })), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const auth = authOf(c);
      const result = await revokeOtherSessions({ db: c.get('db'), userId: auth.user.id, keepId: auth.sessionId });
      return c.json({ revoked: result.rowsAffected }, 200);
    },
  );
