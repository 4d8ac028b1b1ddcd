import { describe, expect, it } from 'vitest';
import { OWNER, tokenOf } from './accounts';
import { api, callRaw } from './helpers';
import { roundTripsOf } from './worker-fetch';

/** Reference data is served with an ETag, and a revalidation is answered 304 without the database (DESIGN §11). */
const STATIC: [path: string, signedIn: boolean, cacheControl: RegExp][] = [
  ['/api/common/locations/', false, /^public, max-age=\d+$/],
  ['/api/payment/plans/', false, /^public, max-age=\d+$/],
  ['/api/brand/settings-choices/', true, /^private, max-age=\d+$/],
  ['/api/brand/removal-reasons/', true, /^private, max-age=\d+$/],
];

describe('static data: ETag and revalidation', () => {
  it.each(STATIC)('%s: 200 with ETag, then 304 with no database round trip', async (path, signedIn, cacheControl) => {
    const token = signedIn ? await tokenOf(OWNER) : undefined;
    const first = await callRaw(path, { token });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toMatch(cacheControl);

    const again = await callRaw(path, { token, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect(roundTripsOf(again.headers)).toBe(0);

    // A weak form of the same tag matches too; another tag gets the data.
    expect((await callRaw(path, { token, headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
    const changed = await callRaw(path, { token, headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' } });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual(first.json);
  });

  it('still turns away a signed-out caller of a signed-in path without a matching tag', async () => {
    expect((await api.get('/brand/removal-reasons/')).status).toBe(401);
  });
});
