import { afterEach, describe, expect, it } from 'vitest';
import type { RequestTimeline } from '../../../db/local-server/server.js';
import { startTestServer, stmt, type TestServer } from './helpers.js';

describe('request timeline (what the edge bench splits a slow sample by)', () => {
  let t: TestServer | undefined;
  afterEach(() => t?.stop());

  it('reports each request once, its phases in order, the added latency waited and a kept-alive connection seen as such', async () => {
    const seen: RequestTimeline[] = [];
    t = await startTestServer({ latencyMs: 25, onRequest: (timeline) => seen.push(timeline) });
    for (const sql of ['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 4']) {
      const res = await t.post({ requests: [stmt(sql)] });
      expect(res.status).toBe(200);
      await res.text();
    }

    expect(seen).toHaveLength(4);
    for (const r of seen) {
      expect(r.received).toBeLessThanOrEqual(r.bodyRead);
      expect(r.slept - r.bodyRead).toBeGreaterThanOrEqual(24);
      expect(r.executed).toBeGreaterThanOrEqual(r.slept);
      expect(r.written).toBeGreaterThanOrEqual(r.executed);
    }
    // The client keeps its connections alive: the first request opened one, later ones reuse it.
    expect(seen[0]?.newConnection).toBe(true);
    expect(seen.slice(1).some((r) => !r.newConnection)).toBe(true);
  });
});
