import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/**
 * HTTP caching of the reference data that only changes with a release (DESIGN §11): locations, plans, the brand
 * form vocabularies and removal reasons. A 200 carries a strong ETag (a hash of the body) and Cache-Control; a
 * revalidation (`If-None-Match`) that matches the ETag this isolate last served for the path is answered 304
 * before the session or anything else is read: no database round trip. The 304 carries no data, so it needs no
 * session (the 200 goes through the route's own guards). The Worker never writes these tables (the seed and
 * migrations do), and an isolate trusts its memo for MEMO_MS at most, then reads once more.
 */
const STATIC_DATA: Record<string, string> = {
  '/api/common/locations/': 'public, max-age=3600',
  '/api/payment/plans/': 'public, max-age=300',
  '/api/brand/settings-choices/': 'private, max-age=3600',
  '/api/brand/removal-reasons/': 'private, max-age=3600',
};
const MEMO_MS = 10 * 60 * 1000;
const served = new Map<string, { etag: string; at: number }>();

const etagOf = async (body: ArrayBuffer) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return `"${[...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
};

/** `If-None-Match` lists tags (`"a", W/"b"`) or `*`; a weak tag matches its strong twin (RFC 9110 weak comparison). */
const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

export const staticData = createMiddleware<AppEnv>(async (c, next) => {
  const cacheControl = c.req.method === 'GET' ? STATIC_DATA[c.req.path] : undefined;
  if (!cacheControl) return next();
  const asked = c.req.header('if-none-match');
  const memo = served.get(c.req.path);
  if (memo && Date.now() - memo.at < MEMO_MS && matches(asked, memo.etag))
    return c.body(null, 304, { ETag: memo.etag, 'Cache-Control': cacheControl });
  await next();
  if (c.res.status !== 200) return;
  const etag = await etagOf(await c.res.clone().arrayBuffer());
  served.set(c.req.path, { etag, at: Date.now() });
  if (matches(asked, etag)) {
    c.res = new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
    return;
  }
  c.res.headers.set('ETag', etag);
  c.res.headers.set('Cache-Control', cacheControl);
});
