/**
 * Security headers of every response: the Worker's own (API, docs, sandbox pages) through `withSecurityHeaders`,
 * and the static app's through the `_headers` file the web build writes from the same values.
 *
 * The CSP allows no inline script and no inline `<style>`: scripts, styles, fonts, workers and API calls come
 * from the app's own origin only. Images may also be https URLs (creators' and brands' pictures and logos are
 * stored as links), `data:` and `blob:` (local previews before an upload). Media plays from our own origin or a
 * local `blob:`. Nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, subdomains included (browsers ignore it on plain http, so local instances are unaffected). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders = ({ production }: { production: boolean }): Record<string, string> => ({
  ...BASE_SECURITY_HEADERS,
  ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
});

/** The response with every security header set (a copy: responses from bindings have immutable headers). */
export const withSecurityHeaders = (response: Response, { production }: { production: boolean }) => {
  if (response.status === 101) return response;
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(securityHeaders({ production }))) out.headers.set(name, value);
  return out;
};
