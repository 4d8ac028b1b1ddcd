import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { withoutSession } from '../lib/session-fold';
import { listOutboxEmails } from '../services/email/outbox';

const ZMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/** The local e-mail outbox, so sign-up and reset links can be followed without a mail server. Off in production. */
export const devRoutes = createRouter().openapi(
  withoutSession(
    createRoute({
      method: 'get',
      path: '/dev/mailbox/',
      tags: ['dev'],
      responses: { 200: jsonContent(z.object({ results: z.array(ZMail) })), ...errorResponses(404) },
    }),
  ),
  async (c) => {
    if (c.env.DEV_MAILBOX !== '1') throw new AppError('route_not_found', 'No such API route.');
    return c.json({ results: await listOutboxEmails({ db: c.get('db') }) }, 200);
  },
);
