import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createRouter } from '../lib/openapi';
import { routeArea } from '../http/route-area';
import { listOutboxEmails } from '../services/email/outbox';

const ZMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
const dev = routeArea({ tags: ['dev'], errors: [404] });

/** The local e-mail outbox, so sign-up and reset links can be followed without a mail server. Off in production. */
export const devRoutes = createRouter().openapi(
  dev.read('/dev/mailbox/', z.object({ results: z.array(ZMail) }), { session: 'none' }),
  async (c) => {
    if (c.env.DEV_MAILBOX !== '1') throw new AppError('route_not_found', 'No such API route.');
    return c.json({ results: await listOutboxEmails({ db: c.get('db') }) }, 200);
  },
);
