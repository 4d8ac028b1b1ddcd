import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders, withSecurityHeaders } from '../../worker/lib/security-headers';
import { callRaw } from './helpers';

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
};

describe('security headers', () => {
  it('the CSP allows no inline script or style and no framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('are on API answers, errors and 404s', async () => {
    for (const path of ['/api/common/locations/', '/api/no/such/route/', '/api/auth/user/']) {
      const res = await callRaw(path);
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('HSTS only in production', () => {
    expect(securityHeaders({ production: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(securityHeaders({ production: false })['Strict-Transport-Security']).toBeUndefined();
    expect(
      withSecurityHeaders(new Response('x'), { production: true }).headers.get('strict-transport-security'),
    ).toMatch(/max-age/);
  });

  it('the API docs page works without inline script or style', async () => {
    const page = await SELF.fetch('http://localhost/api/docs/');
    const html = await page.text();
    expectSecurityHeaders(page.headers);
    expect(html).not.toMatch(/<script>|<style>|<script(?![^>]*\bsrc=)[^>]*>/);
    expect((await SELF.fetch('http://localhost/api/docs/docs.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await SELF.fetch('http://localhost/api/docs/docs.css')).headers.get('content-type')).toMatch(/text\/css/);
  });

  it('a missing build asset is an uncached 404, not the app page cached for a year', async () => {
    const res = await SELF.fetch('http://localhost/assets/does-not-exist-0123abcd.js', {
      headers: { 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? 'no-store').not.toMatch(/immutable|max-age=[1-9]/);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    await res.body?.cancel();
  });
});
