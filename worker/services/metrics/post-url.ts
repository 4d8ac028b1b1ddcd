import type { TPlatform } from '../../schemas/social';

/** Platforms by host (without `www.`/`m.`): short-link and regional hosts map to their platform. */
const SITE_OF_HOST: Record<string, string> = {
  'instagram.com': 'instagram',
  'tiktok.com': 'tiktok',
  'youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'x.com': 'x',
  'twitter.com': 'x',
  'twitch.tv': 'twitch',
  'pinterest.com': 'pinterest',
};

/** The site (as `PostRef.site` names it) of each of our platform keys: X keeps its old key. */
export const SITE_OF_PLATFORM: Record<TPlatform, string> = {
  instagram: 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
  twitter: 'x',
  twitch: 'twitch',
  pinterest: 'pinterest',
};

/** Where each platform puts a post's id in the path: the segment after one of these markers. */
const ID_MARKERS: Record<string, string[]> = {
  instagram: ['p', 'reel', 'reels', 'tv'],
  tiktok: ['video', 'photo'],
  youtube: ['shorts', 'live', 'embed'],
  x: ['status'],
  twitch: ['videos', 'video', 'clip'],
  pinterest: ['pin'],
};

export type PostRef = {
  /** Same key, same post: `site:post id` when the URL names one, else the normalised URL. */
  key: string;
  site: string | null;
  postId: string | null;
  /** The account the URL names (`/@handle/…`, `instagram.com/handle/p/…`, `x.com/handle/status/…`), if any. */
  handle: string | null;
};

const siteOf = (host: string) => {
  const bare = host.toLowerCase().replace(/^(www|m|mobile|vm)\./, '');
  return SITE_OF_HOST[bare] ?? (/^pinterest\.[a-z.]+$/.test(bare) ? 'pinterest' : null);
};

const postIdOf = (site: string, url: URL, segments: string[]) => {
  if (site === 'youtube' && url.searchParams.get('v')) return url.searchParams.get('v');
  if (site === 'youtube' && url.hostname.endsWith('youtu.be')) return segments[0] ?? null;
  const at = segments.findIndex((s, i) => i + 1 < segments.length && ID_MARKERS[site]!.includes(s.toLowerCase()));
  return at === -1 ? null : segments[at + 1]!;
};

const handleOf = (site: string, segments: string[], postId: string | null) => {
  const first = segments[0];
  if (!first || !postId) return null;
  if (first.startsWith('@')) return first.slice(1).toLowerCase();
  // instagram.com/{handle}/p/{id}, x.com/{handle}/status/{id}, twitch.tv/{handle}/clip/{slug}
  const named = ['instagram', 'x', 'twitch'].includes(site) && !ID_MARKERS[site]!.includes(first.toLowerCase());
  return named ? first.toLowerCase() : null;
};

/**
 * What a post URL points at. Two links are the same post when they name the same platform post id (so
 * `instagram.com/p/Cx1/?igsh=…`, `instagram.com/reel/Cx1` and `instagram.com/casey/p/Cx1/` agree); a URL with no
 * recognisable id is compared by host and path (no `www.`, query, fragment or trailing slash). Null: not a URL.
 */
export const parsePostUrl = (raw: string): PostRef | null => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const site = siteOf(url.hostname);
  const postId = site ? postIdOf(site, url, segments) : null;
  const path = segments.join('/');
  return {
    key: site && postId ? `${site}:${postId}` : `url:${url.hostname.toLowerCase().replace(/^(www|m)\./, '')}/${path}`,
    site,
    postId,
    handle: site ? handleOf(site, segments, postId) : null,
  };
};

/** Whether two links point at the same post (see parsePostUrl for the rule). */
export const isSamePost = (a: string | null, b: string | null) => {
  const [left, right] = [a && parsePostUrl(a), b && parsePostUrl(b)];
  return Boolean(left && right && left.key === right.key);
};
