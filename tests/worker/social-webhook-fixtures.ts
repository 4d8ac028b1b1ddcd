import { callRaw } from './helpers';
import type { newCreator, Platform } from './creator-helpers';

/** The local development key of wrangler.toml's development environment. */
const SOCIAL_WEBHOOK_SECRET = 'local-social-webhook-secret';

export const signSocial = async (body: string, secret = SOCIAL_WEBHOOK_SECRET) => {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
};

/** Delivers one signed social-data webhook event. */
export const deliverSocial = async (
  event: object,
  { header = 'phyllo-signature', secret }: { header?: string; secret?: string } = {},
) => {
  const raw = JSON.stringify(event);
  return callRaw('/api/webhooks/social/', { rawBody: raw, headers: { [header]: await signSocial(raw, secret) } });
};

/** The provider account id the sandbox gave a connected account (what webhooks name). */
export const providerIdOf = async (
  creator: Awaited<ReturnType<typeof newCreator>>,
  platform: Platform,
  handle: string,
) => {
  const token = (await creator.as.post('/phyllo/sdk-token/')).json.sdk_token;
  return (
    await creator.as.post('/phyllo/sandbox/connect/', {
      json: { sdk_token: token, platform, handle, consent: true },
    })
  ).json.account_id;
};
