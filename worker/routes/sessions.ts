import { z } from 'zod';
import { authOf } from '../lib/middleware/guards';
import { createRouter } from '../lib/openapi';
import { ZSessionList } from '../schemas/auth';
import { describeDevice, listActiveSessions, revokeOtherSessions } from '../services/auth/sessions';
import { signedInArea } from '../http/account-access';

const sessions = signedInArea(['auth']);

/** The signed-in user's sessions: the devices still signed in, and signing all the others out. */
export const sessionRoutes = createRouter()
  .openapi(sessions.read('/auth/sessions/', ZSessionList), async (c) => {
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
  })
  .openapi(
    sessions.write('post', '/auth/sessions/revoke-others/', z.object({ revoked: z.number().int() }), { errors: [403] }),
    async (c) => {
      const auth = authOf(c);
      const result = await revokeOtherSessions({ db: c.get('db'), userId: auth.user.id, keepId: auth.sessionId });
      return c.json({ revoked: result.rowsAffected }, 200);
    },
  );
