import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';

/**
 * The API is served by Hono's RegExpRouter (one regular expression for the whole table) with the spec's words kept
 * apart from parameters at the same position (worker/lib/words-apart-router.ts), not by the trie router Hono falls
 * back to for a table RegExpRouter refuses (issue 15: the router was 6–8 % of the Worker's CPU per read).
 */
type Entry = [unknown, RouterRoute];
const app = createApp();
const router = app.router as unknown as { name: string; match(method: string, path: string): [[Entry, unknown][]] };
const ID = '0b7f5a52-8f7e-4c59-9a3e-2d4c1f6e8a10';

/** The handlers up to and including the first route's own (the middleware before it, and the route that answers). */
const answering = (entries: Entry[]) => {
  const first = entries.find(([, route]) => !route.path.includes('*'))?.[1].path;
  const last = entries.map(([, route]) => route.path).lastIndexOf(first ?? '');
  return entries.slice(0, last + 1).map(([handler]) => handler);
};

describe('the API router', () => {
  it('is RegExpRouter, not the trie fallback', () => {
    router.match('GET', '/api/auth/me/');
    expect(router.name).toBe('SmartRouter + WordsApartRouter');
  });

  it('sends every route’s path to the same handlers as the trie router does', () => {
    const trie = new TrieRouter<Entry>();
    for (const route of app.routes) trie.add(route.method, route.path, [route.handler, route]);
    const routes = app.routes.filter((r) => !r.path.includes('*') && r.method !== 'ALL');
    expect(routes.length).toBeGreaterThan(150);
    for (const { method, path } of routes) {
      const concrete = path.replace(/:[^/]+/g, ID);
      const fast = router.match(method, concrete)[0].map(([entry]) => entry);
      const expected = answering(trie.match(method, concrete)[0].map(([entry]) => entry));
      expect(answering(fast), `${method} ${path}`).toEqual(expected);
      expect(fast.some(([, route]) => route.path === path)).toBe(true);
    }
  });

  it('reaches a word’s route for the word and the parameter’s route for an id at the same position', () => {
    const pathOf = (method: string, path: string) =>
      router.match(method, path)[0].find(([[, route]]) => !route.path.includes('*'))?.[0][1].path;
    expect(pathOf('GET', '/api/brand/campaigns/spent/')).toBe('/api/brand/campaigns/spent/');
    expect(pathOf('GET', `/api/brand/campaigns/${ID}/`)).toBe('/api/brand/campaigns/:id/');
    expect(pathOf('DELETE', `/api/brand/campaigns/delete/${ID}/`)).toBe('/api/brand/campaigns/delete/:id/');
  });

  it('gives no route to the joined form of a word’s path', async () => {
    const res = await app.request(`/api/brand/campaigns%20delete/${ID}/`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('route_not_found');
  });
});
