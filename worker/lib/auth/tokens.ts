import { SignJWT, jwtVerify } from 'jose';
import { hmac, hmacKey } from './hmac';

const encoder = new TextEncoder();

export const SESSION_REMEMBER_SECONDS = 1_209_600; // 14 days (spec §9)
export const SESSION_BROWSER_SECONDS = 12 * 60 * 60;

/**
 * What a session token says about its user besides the id, so a request's data statements can be built before the
 * session is read and ride in the same batch (worker/lib/session-fold.ts): the account type, a brand user's brand
 * and a creator's profile id.
 * The session row stays the authority: it is read in that batch, and a token whose facts no longer hold is refused.
 */
export type SessionFacts = { profileOf: string; brandId: string | null; creatorId: string | null };

export const signSessionToken = async ({
  secret,
  userId,
  jti,
  expiresAt,
  facts,
}: {
  secret: string;
  userId: string;
  jti: string;
  expiresAt: Date;
  facts?: SessionFacts;
}) =>
  new SignJWT(facts ? { pro: facts.profileOf, brd: facts.brandId, cre: facts.creatorId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey(secret));

export const verifySessionToken = async (secret: string, token: string) => {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti) return null;
    const facts: SessionFacts | null =
      typeof payload.pro === 'string'
        ? {
            profileOf: payload.pro,
            brandId: typeof payload.brd === 'string' ? payload.brd : null,
            creatorId: typeof payload.cre === 'string' ? payload.cre : null,
          }
        : null;
    return { userId: payload.sub, jti: payload.jti, facts };
  } catch {
    return null;
  }
};

/** Random URL-safe token for e-mail links. */
export const randomToken = (bytes = 32) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export const randomDigits = (length: number) => {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(values, (v) => String(v % 10)).join('');
};

export const sha256Hex = async (value: string) => {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The CSRF token of a session: an HMAC of the session id under the server key, so a token is useless with any
 * other session (and needs no storage). The `csrftoken` cookie carries it to the web app.
 */
export const csrfTokenFor = async (secret: string, sessionId: string) => {
  const mac = await hmac(secret, `csrf:${sessionId}`);
  return btoa(String.fromCharCode(...mac))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
};
