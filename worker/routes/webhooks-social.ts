import { AppError } from '../lib/errors';
import { createRouter } from '../lib/openapi';
import { ZSocialWebhook, ZSocialWebhookResponse } from '../schemas/social';
import { socialDataProvider } from '../services/social-data/provider-for-env';
import { handleSocialWebhook, verifyWebhookSignature } from '../services/social-data/webhook';
import { signedEvent, webhookArea } from '../http/webhook';

export const socialWebhookRoutes = createRouter().openapi(
  webhookArea.write('post', '/webhooks/social/', ZSocialWebhookResponse, {
    description:
      'Thin events from the social-data provider ({id, event, data: {account_id}}), signed with HMAC-SHA256 (hex) of the raw body in `Phyllo-Signature` or `Webhook-Signatures`. We refetch what the event names; a repeated event id is a no-op (of simultaneous deliveries exactly one is processed). Status events apply by their own time (`data.last_updated_time`, else arrival): one older than the stored status is ignored. At most 64 KiB (413).',
    errors: [401],
  }),
  async (c) => {
    const secret = c.env.SOCIAL_WEBHOOK_SECRET;
    if (!secret)
      throw new AppError('webhook_not_configured', 'Social webhooks are not configured (SOCIAL_WEBHOOK_SECRET).', {
        status: 503,
      });
    // At most 64 KiB: worker/app.ts caps the body.
    const headers = [c.req.header('phyllo-signature'), c.req.header('webhook-signatures')];
    const verify = async (rawBody: string) => {
      if (!(await verifyWebhookSignature({ secret, rawBody, headers })))
        throw new AppError('bad_signature', 'The webhook signature does not match.', { status: 401 });
    };
    const event = await signedEvent(c, {
      verify,
      schema: ZSocialWebhook,
      notAnEvent: 'Not a social-data webhook event.',
    });
    const db = c.get('db');
    const status = await handleSocialWebhook({ db, provider: socialDataProvider({ env: c.env, db }), event });
    return c.json({ status }, 200);
  },
);
