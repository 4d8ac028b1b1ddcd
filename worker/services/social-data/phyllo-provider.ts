import { AppError } from '../../lib/errors';
import type { TAudience, TContentItem, TPlatform, TProductSync, TSocialProfile } from '../../schemas/social';
import { providerUnavailable, type SocialDataProvider } from './provider';

/** Phyllo products our connect flow asks for: identity (profile), audience demographics, engagement (content). */
const PRODUCTS = ['IDENTITY', 'IDENTITY.AUDIENCE', 'ENGAGEMENT', 'ENGAGEMENT.AUDIENCE'];
const CONTENT_LIMIT = 24;

const PLATFORM_BY_NAME: Record<string, TPlatform> = {
  instagram: 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
  twitter: 'twitter',
  x: 'twitter',
  twitch: 'twitch',
  pinterest: 'pinterest',
};

/** Provider payloads are untyped JSON, mapped field by field below. */
type Json = Record<string, any>;
type ProductJson = { status?: string; last_sync_at?: string | null } | undefined;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

const productState = (p: ProductJson) => ({
  status: (['SYNCED', 'IN_PROGRESS', 'NOT_SUPPORTED'].includes(p?.status ?? '')
    ? p!.status
    : 'NOT_AVAILABLE') as TProductSync['identity']['status'],
  last_sync_at: p?.last_sync_at ?? null,
});

const platformOf = (workPlatform: Json | undefined): TPlatform => {
  const platform = PLATFORM_BY_NAME[String(workPlatform?.name ?? '').toLowerCase()];
  if (!platform)
    throw new AppError('unsupported_platform', `We do not support ${workPlatform?.name ?? 'this platform'} yet.`);
  return platform;
};

const toProfile = (p: Json): TSocialProfile => ({
  platform_username: String(p.platform_username ?? p.username ?? ''),
  full_name: str(p.full_name),
  url: str(p.url),
  introduction: str(p.introduction),
  image_url: str(p.image_url),
  category: str(p.category),
  is_verified: p.is_verified === true,
  country: str(p.country),
  gender: str(p.gender),
  reputation: {
    follower_count: num(p.reputation?.follower_count),
    following_count: num(p.reputation?.following_count),
    content_count: num(p.reputation?.content_count),
    subscriber_count: num(p.reputation?.subscriber_count),
  },
});

const toAudience = (a: Json): TAudience => ({
  countries: (a.countries ?? []).map((c: Json) => ({ code: String(c.code), value: Number(c.value) || 0 })),
  cities: (a.cities ?? []).map((c: Json) => ({ name: String(c.name), value: Number(c.value) || 0 })),
  gender_age_distribution: (a.gender_age_distribution ?? [])
    .filter((g: Json) => ['FEMALE', 'MALE', 'OTHER'].includes(g.gender))
    .map((g: Json) => ({ gender: g.gender, age_range: String(g.age_range), value: Number(g.value) || 0 })),
  ...(Array.isArray(a.follower_types)
    ? {
        follower_types: (a.follower_types as Json[]).map((t) => ({
          name: String(t.name).toLowerCase(),
          value: Number(t.value) || 0,
        })),
      }
    : {}),
});

const toContent = (c: Json): TContentItem => ({
  id: String(c.id),
  type: String(c.type ?? 'POST'),
  format: ['IMAGE', 'VIDEO', 'TEXT'].includes(c.format) ? c.format : 'OTHER',
  title: str(c.title) ?? str(c.description),
  url: str(c.url),
  thumbnail_url: str(c.thumbnail_url),
  published_at: String(c.published_at ?? c.created_at ?? new Date(0).toISOString()),
  engagement: {
    like_count: num(c.engagement?.like_count),
    comment_count: num(c.engagement?.comment_count),
    view_count: num(c.engagement?.view_count),
    share_count: num(c.engagement?.share_count),
    save_count: num(c.engagement?.save_count),
    impression_count: num(c.engagement?.impression_organic_count ?? c.engagement?.impression_count),
    reach_count: num(c.engagement?.reach_organic_count ?? c.engagement?.reach_count),
  },
});

export type PhylloConfig = { baseUrl: string; clientId: string; clientSecret: string; fetchFn?: typeof fetch };

/** Phyllo's REST API (https://docs.getphyllo.com) behind the SocialDataProvider interface; Basic auth by env. */
export const createPhylloProvider = ({
  baseUrl,
  clientId,
  clientSecret,
  fetchFn = fetch,
}: PhylloConfig): SocialDataProvider => {
  const authorization = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json | null> => {
    let res: Response;
    try {
      res = await fetchFn(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw providerUnavailable();
    }
    if (res.status === 404) return null;
    if (!res.ok) throw providerUnavailable(`The social-data provider answered ${res.status}. Try again in a minute.`);
    return (await res.json()) as Json;
  };
  const environment = /sandbox/.test(baseUrl) ? 'sandbox' : /staging/.test(baseUrl) ? 'staging' : 'production';

  return {
    name: 'phyllo',
    createSdkToken: async (user) => {
      const existing = await call('GET', `/v1/users/external_id/${encodeURIComponent(user.id)}`);
      const phylloUser = existing ?? (await call('POST', '/v1/users', { name: user.name, external_id: user.id }));
      if (!phylloUser?.id) throw providerUnavailable();
      const token = await call('POST', '/v1/sdk-tokens', { user_id: phylloUser.id, products: PRODUCTS });
      if (!token?.sdk_token) throw providerUnavailable();
      return {
        provider: 'phyllo',
        sdk_token: token.sdk_token,
        user_id: phylloUser.id,
        expires_at: token.expires_at,
        products: PRODUCTS,
        environment,
      };
    },
    getAccount: async (accountId) => {
      const account = await call('GET', `/v1/accounts/${encodeURIComponent(accountId)}`);
      if (!account) return null;
      const user = account.user?.id ? await call('GET', `/v1/users/${encodeURIComponent(account.user.id)}`) : null;
      return {
        id: String(account.id),
        platform: platformOf(account.work_platform),
        handle: String(account.platform_username ?? account.username ?? ''),
        status: ['CONNECTED', 'NOT_CONNECTED', 'SESSION_EXPIRED'].includes(account.status)
          ? account.status
          : 'NOT_CONNECTED',
        externalUserId: str(user?.external_id),
        products: {
          identity: productState(account.data?.identity),
          engagement: productState(account.data?.engagement),
          audience: productState(account.data?.audience ?? account.data?.identity?.audience),
        },
      };
    },
    getProfile: async (accountId) => {
      const list = await call('GET', `/v1/profiles?account_id=${encodeURIComponent(accountId)}`);
      const profile = list?.data?.[0];
      return profile ? toProfile(profile) : null;
    },
    getAudience: async (accountId) => {
      const audience = await call('GET', `/v1/audience?account_id=${encodeURIComponent(accountId)}`);
      return audience ? toAudience(audience) : null;
    },
    getContents: async (accountId) => {
      const list = await call(
        'GET',
        `/v1/social/contents?account_id=${encodeURIComponent(accountId)}&limit=${CONTENT_LIMIT}`,
      );
      return ((list?.data ?? []) as Json[]).map(toContent);
    },
    requestRefresh: async (accountId) => {
      await call('POST', '/v1/profiles/refresh', { account_id: accountId });
    },
    disconnect: async (accountId) => {
      await call('POST', `/v1/accounts/${encodeURIComponent(accountId)}/disconnect`);
    },
  };
};
