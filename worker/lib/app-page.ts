import type { Env } from '../env';
import { SESSION_COOKIE } from './auth/cookies';
import { firstPaintLinks, withHeadLinks, type FirstPaintManifest } from './first-paint';

const hasSessionCookie = (request: Request) =>
  (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/** The manifest, read once per isolate (a deployment's assets never change under it); null when the build has none. */
let manifest: Promise<FirstPaintManifest> | undefined;
const readManifest = async (env: Env, origin: string) => {
  const res = await env.ASSETS.fetch(new Request(`${origin}/first-paint.json`));
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) {
    await res.body?.cancel();
    throw new Error(`no first-paint manifest (${res.status})`);
  }
  return (await res.json()) as FirstPaintManifest;
};
const manifestOf = async (env: Env, origin: string): Promise<FirstPaintManifest | null> => {
  const reading = (manifest ??= readManifest(env, origin));
  try {
    return await reading;
  } catch {
    manifest = undefined; // asked again next time (a build may be on its way); the page is served without preloads
    return null;
  }
};

/**
 * A signed-in screen's address: the app's HTML (index.html, as the assets' single-page fallback serves it) with the
 * preloads of `firstPaintLinks`. Private and revalidated on every load: the data preloads depend on the cookie.
 */
export const serveAppPage = async (request: Request, env: Env): Promise<Response> => {
  const url = new URL(request.url);
  const [page, preloads] = await Promise.all([
    env.ASSETS.fetch(new Request(`${url.origin}/`)),
    manifestOf(env, url.origin),
  ]);
  if (!page.ok || !preloads) return page;
  const html = withHeadLinks(await page.text(), firstPaintLinks(preloads, url, hasSessionCookie(request)));
  const headers = new Headers(page.headers);
  for (const name of ['ETag', 'Content-Length', 'Last-Modified', 'Content-Encoding']) headers.delete(name);
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Cookie');
  return new Response(html, { status: 200, headers });
};
