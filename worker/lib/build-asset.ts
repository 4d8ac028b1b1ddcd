import type { Env } from '../env';

/**
 * A build asset that does not exist (an old hash after a deploy, a typo) must be a 404 nobody caches: the assets
 * binding's single-page fallback would answer it with index.html and the `/assets/*` rule would cache that HTML
 * as an immutable script for a year. Every real asset is a hashed JS/CSS/image file, never HTML.
 */
export const serveBuildAsset = async (request: Request, env: Env): Promise<Response> => {
  const asset = await env.ASSETS.fetch(request);
  if (!(asset.headers.get('content-type') ?? '').startsWith('text/html')) return asset;
  await asset.body?.cancel();
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};
