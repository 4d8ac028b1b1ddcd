import { createRoute } from '@hono/zod-openapi';
import { AppError } from '../lib/errors';
import { createRouter, errorResponses, issuesToFields, jsonContent } from '../lib/openapi';
import { ZSocialWebhook, ZSocialWebhookResponse } from '../schemas/social';
import { socialDataProvider } from '../services/social-data/provider-for-env';
import { handleSocialWebhook, verifyWebhookSignature } from '../services/social-data/webhook';

const parseEvent = (raw: string) => {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('validation_error', 'The request body is not valid JSON.');
  }
  const parsed = ZSocialWebhook.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation_error', 'Not a social-data webhook event.', {
      fields: issuesToFields(parsed.error.issues),
    });
  return parsed.data;
};

export const socialWebhookRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/webhooks/social/',
    tags: ['webhooks'],
    description:
      'Thin events from the social-data provider ({id, event, data: {account_id}}), signed with HMAC-SHA256 (hex) of the raw body in `Phyllo-Signature` or `Webhook-Signatures`. We refetch what the event names; a repeated event id is a no-op (of simultaneous deliveries exactly one is processed). Status events apply by their own time (`data.last_updated_time`, else arrival): one older than the stored status is ignored. At most 64 KiB (413).',
    responses: { 200: jsonContent(ZSocialWebhookResponse), ...errorResponses(400, 401, 413) },
  }),
  async (c) => {
    const secret = c.env.SOCIAL_WEBHOOK_SECRET;
    if (!secret)
      throw new AppError('webhook_not_configured', 'Social webhooks are not configured (SOCIAL_WEBHOOK_SECRET).', {
        status: 503,
      });
    // Verify the exact bytes that were signed, before parsing anything (at most 64 KiB: worker/app.ts caps the body).
    const raw = await c.req.text();
    if (
      !(await verifyWebhookSignature({
        secret,
        rawBody: raw,
        headers: [c.req.header('phyllo-signature'), c.req.header('webhook-signatures')],
      }))
    ) {
      throw new AppError('bad_signature', 'The webhook signature does not match.', { status: 401 });
    }
    const db = c.get('db');
    const status = await handleSocialWebhook({
      db,
      provider: socialDataProvider({ env: c.env, db }),
      event: parseEvent(raw),
    });
    return c.json({ status }, 200);
  },
);
